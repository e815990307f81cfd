import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { paths } from '../../../app/paths';
import { Ltr } from '../../../components/ltr';
import { formatCountdown, useCountdown } from '../../../lib/countdown';

interface QuoteCountdownProps {
  /** The quote's deadline (ISO timestamp, from the server). */
  expiresAt: string;
  /** Called once when the time runs out while the page is open. */
  onExpired?: () => void;
}

/** The time left to pay the quote, ticking every second; once over: "This quote expired" and a way to start again. */
export function QuoteCountdown({ expiresAt, onExpired }: QuoteCountdownProps) {
  const { t } = useTranslation('deposits');
  const left = useCountdown(expiresAt);
  const expired = left === 0;

  useEffect(() => {
    if (expired) onExpired?.();
  }, [expired, onExpired]);

  if (expired) return <QuoteExpired />;
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
      <Typography color="text.secondary" id="quote-time-left">
        {t('quote.timeLeft')}
      </Typography>
      {/* role="timer" is not announced every second (its live region is off); the label names it. */}
      <Typography role="timer" aria-labelledby="quote-time-left" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', fontSize: '1.25rem' }}>
        <Ltr>{formatCountdown(left)}</Ltr>
      </Typography>
    </Box>
  );
}

/** What an expired quote shows instead of the countdown. */
export function QuoteExpired() {
  const { t } = useTranslation('deposits');
  return (
    <Alert
      severity="warning"
      action={
        <Button component={RouterLink} to={paths.user.deposit.href()} color="inherit" size="small">
          {t('quote.startAgain')}
        </Button>
      }
    >
      <AlertTitle>{t('quote.expired')}</AlertTitle>
      {t('quote.expiredHelp')}
    </Alert>
  );
}
