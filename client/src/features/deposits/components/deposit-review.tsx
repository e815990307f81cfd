import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { CopyButton } from '../../../components/copy-button';
import { Ltr } from '../../../components/ltr';
import type { DepositDraftFieldsFragment } from '../../../gql/generated';
import { formatUsd } from '../../../lib/money';
import { qrImageSource } from '../utils/qr-image';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'right', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

interface DepositReviewProps {
  deposit: DepositDraftFieldsFragment;
  /** True once the user confirmed the review: the address to pay to is shown. */
  confirmed: boolean;
  onConfirm: () => void;
}

/**
 * The amount and wallet chosen, then (after 'Confirm') the address to send the payment to. A
 * quoted deposit shows its address in its quote (DepositQuote) instead: no 'Confirm' here.
 */
export function DepositReview({ deposit, confirmed, onConfirm }: DepositReviewProps) {
  const { t } = useTranslation('deposits');
  const quoted = !!deposit.payment;
  const wallet = deposit.walletName ?? t('review.crypto');
  return (
    <Card>
      <CardContent>
        <Typography variant="h4" component="h2" sx={{ mb: 2 }}>
          {t('review.title')}
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1.5, m: 0 }}>
          <Line label={t('review.amount')}>{formatUsd(deposit.amount)}</Line>
          <Line label={t('review.wallet')}>{deposit.walletName ?? '—'}</Line>
          <Line label={t('review.network')}>{deposit.network ?? '—'}</Line>
          <Line label={t('review.referenceId')}>
            <Ltr>{deposit.referenceId}</Ltr>
          </Line>
        </Box>
        {quoted ? null : !confirmed ? (
          <Button variant="contained" size="large" onClick={onConfirm} sx={{ mt: 3 }}>
            {t('review.confirm')}
          </Button>
        ) : (
          <Box sx={{ mt: 3 }} role="region" aria-label={t('review.addressLabel')}>
            <Typography sx={{ fontWeight: 600, mb: 1 }}>
              {deposit.network
                ? t('review.sendOnNetwork', { amount: formatUsd(deposit.amount), wallet, network: deposit.network })
                : t('review.send', { amount: formatUsd(deposit.amount), wallet })}
            </Typography>
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                p: 1.5,
                borderRadius: 2,
                bgcolor: 'action.hover',
                fontFamily: 'monospace',
                overflowWrap: 'anywhere',
              }}
            >
              <Box component="span" sx={{ flexGrow: 1 }} data-testid="wallet-address">
                <Ltr>{deposit.walletAddress}</Ltr>
              </Box>
              <CopyButton
                value={deposit.walletAddress ?? ''}
                label={t('review.copyAddress')}
                successMessage={t('review.addressCopied')}
                failureMessage={t('review.copyFailed')}
                color="primary"
              />
            </Box>
            {deposit.addressQrSvg && (
              <Box
                component="img"
                src={qrImageSource(deposit.addressQrSvg)}
                alt={t('review.qrAlt', { address: deposit.walletAddress ?? '' })}
                width={184}
                height={184}
                sx={{ display: 'block', mt: 2, mx: { xs: 'auto', sm: 0 }, bgcolor: '#fff', borderRadius: 1 }}
              />
            )}
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }} data-testid="address-kind">
              {deposit.addressKind === 'DERIVED' ? t('review.derivedAddress') : t('review.sharedAddress')}
            </Typography>
            <Alert severity="warning" sx={{ mt: 2 }}>
              {t('review.networkWarning')}
            </Alert>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
