import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import { statusChipColor } from '../utils/transaction-status';

/**
 * The status in the current language, coloured by meaning. GraphQL sends the enum value (PENDING); the label
 * is keyed by the lower-case word, and a status this client does not know shows as that word.
 */
export function TransactionStatusChip({ status }: { status: string }) {
  const { t } = useTranslation('history');
  const word = status.toLowerCase();
  return <Chip label={t(`status.${word}`, { defaultValue: word })} color={statusChipColor(status)} size="small" variant="outlined" />;
}
