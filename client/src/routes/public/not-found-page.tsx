import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { paths } from '../../app/paths';
import { PublicPage } from '../../components/public-page';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <PublicPage title={t('notFound.title')} description={t('notFound.text')}>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('notFound.text')}
      </Typography>
      <Button
        component={RouterLink}
        to={paths.home.href()}
        variant="contained"
        // "Back" points to where reading starts: left, or right in a right-to-left language.
        startIcon={<ArrowBackIcon sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />}
      >
        {t('notFound.backHome')}
      </Button>
    </PublicPage>
  );
}
