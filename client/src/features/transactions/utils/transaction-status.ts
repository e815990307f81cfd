import type { TransactionStatus } from '../../../gql/generated';

export type StatusChipColor = 'default' | 'info' | 'success' | 'warning' | 'error';

const COLORS: Record<TransactionStatus, StatusChipColor> = {
  pending: 'warning',
  active: 'info',
  completed: 'success',
  rejected: 'error',
  cancelled: 'default',
};

/** The chip colour of a status; the label is the status as the server returns it. */
export function statusChipColor(status: string | null | undefined): StatusChipColor {
  return COLORS[status as TransactionStatus] ?? 'default';
}
