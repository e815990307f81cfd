import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Skeleton from '@mui/material/Skeleton';

/**
 * The operator's risk warning (site content `riskWarning`). Should the content be unavailable,
 * a generic warning stands in: a plans page must never appear without one.
 */
export function RiskWarning({ text, loading }: { text: string | undefined; loading: boolean }) {
  const { t } = useTranslation('public');
  return (
    <Alert severity="warning" variant="outlined" sx={{ bgcolor: '#fffaf0', '& .MuiAlert-message': { width: '100%' } }}>
      <AlertTitle sx={{ fontWeight: 700 }}>{t('riskWarning.title')}</AlertTitle>
      {loading ? (
        <>
          <Skeleton variant="text" />
          <Skeleton variant="text" width="60%" />
        </>
      ) : (
        text?.trim() || t('riskWarning.fallback')
      )}
    </Alert>
  );
}
