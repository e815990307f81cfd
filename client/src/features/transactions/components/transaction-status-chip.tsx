import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import { statusChipColor } from '../utils/transaction-status';

/** The status in the current language (a status this client does not know as the server sent it), coloured by meaning. */
export function TransactionStatusChip({ status }: { status: string }) {
  const { t } = useTranslation('history');
  return <Chip label={t(`status.${status}`, { defaultValue: status })} color={statusChipColor(status)} size="small" variant="outlined" />;
}
