import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';

export type PaymentStateColor = 'default' | 'info' | 'success' | 'warning' | 'error';

// The states of a quoted deposit (DepositPaymentState), as BTCPay names them.
const COLORS: Record<string, PaymentStateColor> = {
  AWAITING_PAYMENT: 'info',
  CONFIRMING: 'info',
  UNDERPAID: 'warning',
  PAID_LATE: 'warning',
  EXPIRED: 'default',
  COMPLETED: 'success',
  REFUNDED: 'default',
};

/** The chip colour of a quoted deposit's state (AWAITING_PAYMENT...). */
export function paymentStateColor(state: string | null | undefined): PaymentStateColor {
  return COLORS[(state ?? '').toUpperCase()] ?? 'default';
}

/**
 * A quoted deposit's state in words ("Awaiting payment", "Confirming 3 of 12"), coloured by
 * meaning; a state this client does not know shows as its lower-cased name.
 */
export function PaymentStateChip({ state, confirmations, requiredConfirmations }: { state: string; confirmations?: number; requiredConfirmations?: number }) {
  const { t } = useTranslation('history');
  const word = state.toLowerCase();
  const label =
    word === 'confirming' && confirmations !== undefined && requiredConfirmations !== undefined
      ? t('paymentState.confirmingOf', { confirmations, required: requiredConfirmations })
      : t(`paymentState.${word}`, { defaultValue: word.replace(/_/g, ' ') });
  return <Chip label={label} color={paymentStateColor(state)} size="small" variant="outlined" />;
}
