import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { paths } from '../../../app/paths';

export function PromoBanner() {
  const { t } = useTranslation('dashboard');
  return (
    <Card
      component="section"
      aria-label={t('promo.label')}
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
          {t('promo.title')}
        </Typography>
        <Typography variant="body2" sx={{ opacity: 0.9 }}>
          {t('promo.text')}
        </Typography>
      </Box>
      <Button component={RouterLink} to={paths.user.deposit.href()} variant="contained" color="inherit" sx={{ color: 'primary.main' }}>
        {t('promo.action')}
      </Button>
    </Card>
  );
}
