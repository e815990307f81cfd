import type { TransactionStatus } from '../../../gql/generated';

export type StatusChipColor = 'default' | 'info' | 'success' | 'warning' | 'error';

const COLORS: Record<TransactionStatus, StatusChipColor> = {
  PENDING: 'warning',
  ACTIVE: 'info',
  COMPLETED: 'success',
  REJECTED: 'error',
  CANCELLED: 'default',
};

/** The chip colour of a status (the GraphQL enum value, e.g. PENDING; the stored word in any case is taken too). */
export function statusChipColor(status: string | null | undefined): StatusChipColor {
  return COLORS[(status ?? '').toUpperCase() as TransactionStatus] ?? 'default';
}
