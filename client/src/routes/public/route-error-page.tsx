import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../components/page-title';

/** Shown when a page fails to render or its code fails to load (e.g. after a new release). */
export function RouteErrorPage() {
  const { t } = useTranslation('common');
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : null;
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
      <PageTitle title={t('error.title')} />
      <Box>
        <Typography variant="h1" component="h1" gutterBottom>
          {t('error.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {status ? t('error.status', { status }) : t('error.reloadHint')}
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('error.reload')}
        </Button>
      </Box>
    </Box>
  );
}
