import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { paths } from '../../../app/paths';
import { PaymentStateChip } from '../../../components/payment-state-chip';
import { formatCoin, formatUsd } from '../../../lib/money';

/** What the live status shows of a watched deposit's payment (DepositPayment). */
export interface PaymentStatusView {
  state: string;
  payAsset: string;
  confirmations: number;
  requiredConfirmations: number;
  receivedAmount: string;
  missingAmount?: string | null;
  creditedAmount?: string | null;
}

const SEVERITY: Record<string, AlertColor> = {
  AWAITING_PAYMENT: 'info',
  CONFIRMING: 'info',
  UNDERPAID: 'warning',
  COMPLETED: 'success',
  EXPIRED: 'warning',
  PAID_LATE: 'warning',
  REFUNDED: 'info',
};

/**
 * The live state of a deposit the platform watches on the chain, in words: awaiting payment,
 * confirming (x of N), underpaid (what is missing), completed (what was credited), expired,
 * paid late, refunded. The page refreshes the payment; this only shows it.
 */
export function DepositPaymentStatus({ payment }: { payment: PaymentStatusView }) {
  const { t } = useTranslation('deposits');
  const coin = (value: string | null | undefined) => formatCoin(value ?? '0', payment.payAsset);
  const texts: Record<string, string> = {
    AWAITING_PAYMENT: t('status.awaiting'),
    CONFIRMING: t('status.confirming', { confirmations: payment.confirmations, required: payment.requiredConfirmations }),
    UNDERPAID: t('status.underpaid', { received: coin(payment.receivedAmount), missing: coin(payment.missingAmount) }),
    COMPLETED: t('status.completed', { amount: formatUsd(payment.creditedAmount) }),
    EXPIRED: t('status.expired'),
    PAID_LATE: t('status.paidLate', { received: coin(payment.receivedAmount) }),
    REFUNDED: t('status.refunded'),
  };
  const confirming = payment.state === 'CONFIRMING' && payment.requiredConfirmations > 0;
  // A display ratio of two small whole numbers, not an amount.
  const progress = confirming ? Math.min(100, (payment.confirmations / payment.requiredConfirmations) * 100) : 0;

  return (
    <Card component="section" aria-labelledby="deposit-status-title">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2, flexWrap: 'wrap' }}>
          <Typography variant="h4" component="h2" id="deposit-status-title">
            {t('status.title')}
          </Typography>
          <PaymentStateChip state={payment.state} confirmations={payment.confirmations} requiredConfirmations={payment.requiredConfirmations} />
        </Box>
        <Alert severity={SEVERITY[payment.state] ?? 'info'} role="status" data-testid="payment-status">
          {texts[payment.state] ?? payment.state.toLowerCase()}
        </Alert>
        {confirming && (
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-label={t('status.confirming', { confirmations: payment.confirmations, required: payment.requiredConfirmations })}
            sx={{ mt: 2 }}
          />
        )}
        {payment.state !== 'AWAITING_PAYMENT' && (
          <Button component={RouterLink} to={paths.user.transactionDeposit.href()} sx={{ mt: 2 }}>
            {t('status.viewHistory')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
