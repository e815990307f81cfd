import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { paths } from '../../app/paths';
import { PublicPage } from '../../components/public-page';

export function HomePage() {
  return (
    <PublicPage
      title="Invest in real estate, gold, agriculture and crypto"
      subtitle="Grow your savings with plans built around your goals."
    >
      <Stack direction="row" spacing={2}>
        <Button component={RouterLink} to={paths.about.href()} variant="contained" size="large">
          Learn More
        </Button>
      </Stack>
    </PublicPage>
  );
}
