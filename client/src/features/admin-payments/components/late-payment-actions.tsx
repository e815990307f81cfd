import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { ReviewOutcome } from '../../../lib/use-review-decision';
import { RefundDialog } from './refund-dialog';

interface LatePaymentActionsProps {
  /** "600.00 USDT": what arrived after the quote expired. */
  received: string;
  asset: string;
  /** The investor's name. */
  name: string;
  busy: boolean;
  onCredit: () => Promise<ReviewOutcome>;
  onRefund: (refundTxHash: string, reason: string) => Promise<ReviewOutcome>;
  /** Someone else decided meanwhile: reload the queue. */
  onStale?: () => void;
}

/** A paid-late deposit's two ways out, each behind its confirmation: credit at the current rate, or record the refund. */
export function LatePaymentActions({ received, asset, name, busy, onCredit, onRefund, onStale }: LatePaymentActionsProps) {
  const { t } = useTranslation('admin');
  const [dialog, setDialog] = useState<'credit' | 'refund' | null>(null);
  const close = () => setDialog(null);
  const finish = (outcome: ReviewOutcome) => {
    if (outcome === 'failed') return;
    close();
    if (outcome === 'stale') onStale?.();
  };

  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button size="small" variant="contained" color="success" onClick={() => setDialog('credit')}>
          {t('payments.creditLate')}
        </Button>
        <Button size="small" variant="outlined" color="error" onClick={() => setDialog('refund')}>
          {t('payments.markRefunded')}
        </Button>
      </Box>
      <ConfirmDialog
        open={dialog === 'credit'}
        title={t('payments.creditLateTitle')}
        message={t('payments.creditLateMessage', { received, name, asset })}
        confirmLabel={t('payments.creditLate')}
        busy={busy}
        onConfirm={() => void onCredit().then(finish)}
        onClose={close}
      />
      <RefundDialog
        open={dialog === 'refund'}
        description={t('payments.markRefundedMessage', { received, name })}
        busy={busy}
        onConfirm={(hash, reason) => void onRefund(hash, reason).then(finish)}
        onClose={close}
      />
    </>
  );
}
