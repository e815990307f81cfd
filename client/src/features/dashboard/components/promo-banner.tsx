import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { paths } from '../../../app/paths';

export function PromoBanner() {
  return (
    <Card
      component="section"
      aria-label="Start investing"
      sx={{
        height: '100%',
        p: { xs: 2.5, md: 3 },
        color: 'primary.contrastText',
        background: (theme) => `linear-gradient(120deg, ${theme.palette.primary.dark}, ${theme.palette.primary.main})`,
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'flex-start', sm: 'center' },
        gap: 2,
      }}
    >
      <Box sx={{ flex: 1 }}>
        <Typography variant="h6" component="h2" sx={{ color: 'inherit' }}>
          Put your balance to work
        </Typography>
        <Typography variant="body2" sx={{ opacity: 0.9 }}>
          Fund your account and choose a plan that pays a daily profit for its whole term.
        </Typography>
      </Box>
      <Button component={RouterLink} to={paths.user.deposit.href()} variant="contained" color="inherit" sx={{ color: 'primary.main' }}>
        Learn more
      </Button>
    </Card>
  );
}
