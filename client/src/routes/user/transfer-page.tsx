import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import { PageHeader } from '../../components/page-header';

export function TransferPage() {
  const { t } = useTranslation('withdrawals');
  return (
    <>
      <PageHeader title={t('transfer.title')} />
      <Alert severity="info">{t('transfer.unavailable')}</Alert>
    </>
  );
}
