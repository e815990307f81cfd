import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { paths } from '../../app/paths';
import { PageHeader } from '../../components/page-header';
import { PageTitle } from '../../components/page-title';

export function HomePage() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 8 } }}>
      <PageTitle title="Home" />
      <PageHeader
        title="Invest in real estate, gold, agriculture and crypto"
        subtitle="Grow your savings with plans built around your goals."
        setDocumentTitle={false}
      />
      <Button component={RouterLink} to={paths.about.href()} variant="contained" size="large">
        Learn More
      </Button>
    </Container>
  );
}
