import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { paths } from '../../app/paths';
import { PageHeader } from '../../components/page-header';
import { DepositPaymentStatus } from '../../features/deposits/components/deposit-payment-status';
import { DepositQuote } from '../../features/deposits/components/deposit-quote';
import { DepositReview } from '../../features/deposits/components/deposit-review';
import { DepositSteps } from '../../features/deposits/components/deposit-steps';
import { PaymentProofForm, type PaymentProof } from '../../features/deposits/components/payment-proof-form';
import { useSubmitDeposit } from '../../features/deposits/hooks/use-deposit-mutations';
import { useDepositEligibilityQuery } from '../../gql/generated';
import { errorCodeOf, errorMessageOf } from '../../lib/apollo';
import { useCountdown } from '../../lib/countdown';
import { refusalText } from '../../lib/error-text';
import { QueryError } from '../../components/query-error';

/** How often the page reads a watched deposit's payment again while it can still change (no subscription carries it). */
export const PAYMENT_POLL_MS = 10_000;

/** The states of a watched payment that can still change on their own (the chain, or an admin for a late one). */
const LIVE_STATES = new Set(['AWAITING_PAYMENT', 'CONFIRMING', 'UNDERPAID', 'PAID_LATE']);

function DepositConfirmStep({ referenceId }: { referenceId: string }) {
  const { t } = useTranslation('deposits');
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { data, error, loading, refetch, startPolling, stopPolling } = useDepositEligibilityQuery({ variables: { referenceId }, fetchPolicy: 'network-only' });
  const { submitDeposit, loading: submitting, progress, txnIdError, clearTxnIdError } = useSubmitDeposit();
  const [confirmed, setConfirmed] = useState(false);

  const eligibility = data?.depositEligibility;
  // A quoted deposit keeps its page after it was submitted (or, when watched, at once): its quote and state are read here again.
  const payment = eligibility?.deposit?.payment ?? null;
  const live = payment?.watched === true && LIVE_STATES.has(payment.state);
  const quoteLeft = useCountdown(payment?.expiresAt);
  // The server refused the request (e.g. not this user's deposit): nothing to retry here.
  const refused = error !== undefined && errorCodeOf(error) !== undefined;
  const sendBack = (eligibility?.redirect === true && !payment) || refused || (eligibility !== undefined && !eligibility.deposit);

  useEffect(() => {
    if (!live) return undefined;
    startPolling(PAYMENT_POLL_MS);
    return () => stopPolling();
  }, [live, startPolling, stopPolling]);
  // The one message depositEligibility sends is DEPOSIT_ALREADY_SUBMITTED's: told by that code in the reader's language.
  const eligibilityMessage = eligibility?.message ? refusalText({ message: eligibility.message, codes: ['DEPOSIT_ALREADY_SUBMITTED'] }, '') : '';
  const sendBackMessage = refused ? errorMessageOf(error, t('somethingWrong')) : eligibilityMessage || t('somethingWrong');

  useEffect(() => {
    if (!sendBack) return;
    enqueueSnackbar(sendBackMessage, { variant: 'error' });
    navigate(paths.user.deposit.href(), { replace: true });
  }, [sendBack, sendBackMessage, enqueueSnackbar, navigate]);

  const submit = async ({ screenshot, txnId }: PaymentProof) => {
    if (await submitDeposit({ referenceId, txnId }, screenshot)) navigate(paths.user.transaction.href());
  };

  if (sendBack) return null;
  if (error && !loading) {
    return <QueryError onRetry={refetch} />;
  }
  const deposit = eligibility?.deposit;
  if (!eligibility || !deposit) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    );
  }
  // A manual deposit's proof is taken once the address is shown: at once for a quote still running, after 'Confirm' for an older deposit.
  const takesProof = eligibility.eligible && (payment ? !payment.watched && quoteLeft > 0 : confirmed);
  return (
    <Stack spacing={3}>
      {!eligibility.eligible && eligibilityMessage && !payment?.watched && <Alert severity={payment ? 'info' : 'warning'}>{eligibilityMessage}</Alert>}
      <DepositReview deposit={deposit} confirmed={confirmed} onConfirm={() => setConfirmed(true)} />
      {payment && (
        <DepositQuote
          payment={payment}
          usdAmount={deposit.amount ?? '0'}
          networkLabel={deposit.network}
          payable={payment.watched || eligibility.eligible}
          addressKind={deposit.addressKind}
        />
      )}
      {payment?.watched && <DepositPaymentStatus payment={payment} />}
      {takesProof && <PaymentProofForm submitting={submitting} progress={progress} onSubmit={submit} txnIdError={txnIdError} onTxnIdChange={clearTxnIdError} />}
    </Stack>
  );
}

export function DepositConfirmPage() {
  const { t } = useTranslation('deposits');
  const [searchParams] = useSearchParams();
  const referenceId = searchParams.get('reference_id');
  const { enqueueSnackbar } = useSnackbar();

  useEffect(() => {
    if (!referenceId) enqueueSnackbar(t('unauthorized'), { variant: 'error' });
  }, [enqueueSnackbar, referenceId, t]);

  if (!referenceId) return <Navigate to={paths.user.deposit.href()} replace />;
  return (
    <>
      <PageHeader title={t('confirm.title')} subtitle={t('confirm.subtitle')} />
      <DepositSteps active={2} />
      <DepositConfirmStep key={referenceId} referenceId={referenceId} />
    </>
  );
}
