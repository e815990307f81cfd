import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { CopyButton } from '../../../components/copy-button';
import { Ltr } from '../../../components/ltr';
import { useCountdown } from '../../../lib/countdown';
import { formatCoin, formatCoinAmount, formatUsd, plainCoinAmount } from '../../../lib/money';
import { networkTitle } from '../../../lib/networks';
import { qrImageSource } from '../utils/qr-image';
import { QuoteCountdown, QuoteExpired } from './quote-countdown';

/** What the quote card shows of a deposit's payment (DepositPayment). */
export interface QuoteView {
  payAmount: string;
  payAsset: string;
  network: string;
  address: string;
  rate: string;
  rateSource: string;
  expiresAt: string;
  qrSvg: string;
  watched: boolean;
  state: string;
}

/** The states in which the investor is still asked to pay: the countdown runs. */
const PAYABLE = new Set(['AWAITING_PAYMENT', 'UNDERPAID']);

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'end', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

interface DepositQuoteProps {
  payment: QuoteView;
  /** The deposit's USD amount. */
  usdAmount: string;
  /** The wallet's network label ("ERC-20"), shown after the network's name. */
  networkLabel?: string | null;
  /** False once the deposit no longer takes a payment under this quote (a manual deposit already submitted). */
  payable?: boolean;
  /** DERIVED: this deposit's own address; STATIC: the wallet's shared one. */
  addressKind?: string | null;
}

/**
 * The quote of a deposit: the exact coin amount in large type with a copy button, the address
 * (with copy) and the QR code that carries both, the rate and its source, the USD value, and the
 * time left; once the quote expired the address and QR give way to "This quote expired".
 */
export function DepositQuote({ payment, usdAmount, networkLabel, payable = true, addressKind }: DepositQuoteProps) {
  const { t } = useTranslation('deposits');
  const left = useCountdown(payment.expiresAt);
  const expired = payment.state === 'EXPIRED' || (PAYABLE.has(payment.state) && payable && left === 0);
  const open = payable && PAYABLE.has(payment.state) && !expired;
  const coin = formatCoin(payment.payAmount, payment.payAsset);
  const network = networkTitle(payment.network);
  const networkText = networkLabel && networkLabel.toLowerCase() !== network.toLowerCase() ? `${network} (${networkLabel})` : network;
  const source = t(`quote.sources.${payment.rateSource.toLowerCase()}`, { defaultValue: payment.rateSource });

  return (
    <Card component="section" aria-labelledby="deposit-quote-title">
      <CardContent>
        <Typography variant="h4" component="h2" id="deposit-quote-title" sx={{ mb: 2 }}>
          {t('quote.title')}
        </Typography>
        <Typography color="text.secondary">{t('quote.payAmount')}</Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
          <Typography component="p" data-testid="pay-amount" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' }, fontWeight: 700, overflowWrap: 'anywhere' }}>
            <Ltr>{`${formatCoinAmount(payment.payAmount)} ${payment.payAsset}`}</Ltr>
          </Typography>
          <CopyButton
            value={plainCoinAmount(payment.payAmount)}
            label={t('quote.copyAmount')}
            successMessage={t('quote.amountCopied')}
            failureMessage={t('review.copyFailed')}
            color="primary"
            size="medium"
          />
        </Box>
        {expired ? (
          <QuoteExpired />
        ) : (
          <Box role="region" aria-label={t('review.addressLabel')}>
            <Typography sx={{ fontWeight: 600, mb: 1 }}>{t('quote.sendExactly', { amount: coin, network: networkText })}</Typography>
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
                <Ltr>{payment.address}</Ltr>
              </Box>
              <CopyButton
                value={payment.address}
                label={t('review.copyAddress')}
                successMessage={t('review.addressCopied')}
                failureMessage={t('review.copyFailed')}
                color="primary"
              />
            </Box>
            {open && (
              <Box
                component="img"
                src={qrImageSource(payment.qrSvg)}
                alt={t('quote.qrAlt', { amount: coin, address: payment.address })}
                width={200}
                height={200}
                sx={{ display: 'block', mt: 2, mx: { xs: 'auto', sm: 0 }, bgcolor: '#fff', borderRadius: 1 }}
              />
            )}
            {addressKind && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }} data-testid="address-kind">
                {addressKind === 'DERIVED' ? t('review.derivedAddress') : t('review.sharedAddress')}
              </Typography>
            )}
            {open && (
              <Box sx={{ mt: 2 }}>
                <QuoteCountdown expiresAt={payment.expiresAt} />
              </Box>
            )}
          </Box>
        )}
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1.5, mt: 3, mb: 0 }}>
          <Line label={t('quote.asset')}>{payment.payAsset}</Line>
          <Line label={t('quote.network')}>{networkText}</Line>
          <Line label={t('quote.rate')}>
            <Ltr>{t('quote.rateValue', { asset: payment.payAsset, rate: `${formatCoinAmount(payment.rate)} USD` })}</Ltr>
          </Line>
          <Line label={t('quote.rateSource')}>{source}</Line>
          <Line label={t('quote.usdAmount')}>{formatUsd(usdAmount)}</Line>
        </Box>
        {open && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {t('review.networkWarning')}
          </Alert>
        )}
        {open && payment.watched && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {t('quote.watchedHelp')}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
