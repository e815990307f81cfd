import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { paths } from '../../app/paths';
import { PublicPage } from '../../components/public-page';

export function NotFoundPage() {
  return (
    <PublicPage title="Page not found">
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        The page you are looking for does not exist or has moved.
      </Typography>
      <Button component={RouterLink} to={paths.home.href()} variant="contained">
        Back to Home
      </Button>
    </PublicPage>
  );
}
