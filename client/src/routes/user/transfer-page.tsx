import Alert from '@mui/material/Alert';
import { PageHeader } from '../../components/page-header';

export function TransferPage() {
  return (
    <>
      <PageHeader title="Transfer" />
      <Alert severity="info">Transfer is currently not available</Alert>
    </>
  );
}
