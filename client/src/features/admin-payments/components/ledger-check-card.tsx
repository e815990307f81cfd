import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useVerifyLedgerLazyQuery } from '../../../gql/generated';
import { errorMessageOf } from '../../../lib/apollo';

/** Runs the ledger's invariant checks on demand and lists what is wrong, if anything. */
export function LedgerCheckCard() {
  const { t } = useTranslation('admin');
  const [verify, { data, error, loading }] = useVerifyLedgerLazyQuery({ fetchPolicy: 'network-only' });
  const result = data?.verifyLedger;

  return (
    <Card component="section" aria-label={t('ledger.title')}>
      <CardContent>
        <Typography variant="h4" component="h2" gutterBottom>
          {t('ledger.title')}
        </Typography>
        <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
          {t('ledger.intro')}
        </Typography>
        {error && !loading && <Alert severity="error">{errorMessageOf(error, t('somethingWrong'), t('ledger.networkError'))}</Alert>}
        {result && !error && !loading && result.ok && <Alert severity="success">{t('ledger.ok')}</Alert>}
        {result && !error && !loading && !result.ok && (
          <Alert severity="error">
            <AlertTitle>{t('ledger.problems', { count: result.problems.length })}</AlertTitle>
            <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
              {result.problems.map((problem, index) => (
                <li key={`${index}-${problem}`}>{problem}</li>
              ))}
            </ul>
          </Alert>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button variant="outlined" onClick={() => void verify().catch(() => undefined)} loading={loading}>
          {result || error ? t('ledger.again') : t('ledger.run')}
        </Button>
      </CardActions>
    </Card>
  );
}
