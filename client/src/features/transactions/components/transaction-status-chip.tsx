import Chip from '@mui/material/Chip';
import { statusChipColor } from '../utils/transaction-status';

/** The status as the server returns it, coloured by meaning. */
export function TransactionStatusChip({ status }: { status: string }) {
  return <Chip label={status} color={statusChipColor(status)} size="small" variant="outlined" />;
}
