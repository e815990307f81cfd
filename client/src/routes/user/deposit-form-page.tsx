import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useSnackbar } from 'notistack';
import { paths } from '../../app/paths';
import { PageHeader } from '../../components/page-header';
import { DepositDetailsForm, type DepositDetails } from '../../features/deposits/components/deposit-details-form';
import { DepositSteps } from '../../features/deposits/components/deposit-steps';
import { useCancelDeposit, useTrackDeposit } from '../../features/deposits/hooks/use-deposit-mutations';
import { useDepositDraftQuery, useDepositSettingsQuery, useDepositWalletsQuery } from '../../gql/generated';
import { QueryError } from '../../components/query-error';

/**
 * The wallet a draft was tracked with: a static wallet by its address; a deriving wallet (the draft
 * holds its own address) by name and network.
 */
function initialWalletOf(
  draft: { walletAddress?: string | null; walletName?: string | null; network?: string | null },
  wallets: readonly { id: string; walletAddress?: string | null; walletName: string; network: string }[],
): string | null {
  if (!draft.walletAddress) return null;
  const chosen =
    wallets.find((wallet) => wallet.walletAddress === draft.walletAddress) ??
    wallets.find((wallet) => !wallet.walletAddress && wallet.walletName === draft.walletName && wallet.network === draft.network);
  return chosen?.id ?? null;
}

/** After a failed fetch of the deposit, the first step opens after this delay (spec: 1 s). */
export const BACK_TO_DEPOSIT_MS = 1000;

function DepositDetailsStep({ referenceId }: { referenceId: string }) {
  const { t } = useTranslation('deposits');
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const draftQuery = useDepositDraftQuery({ variables: { referenceId }, fetchPolicy: 'network-only' });
  const walletsQuery = useDepositWalletsQuery({ fetchPolicy: 'cache-and-network' });
  const settingsQuery = useDepositSettingsQuery({ fetchPolicy: 'cache-and-network' });
  const { trackDeposit, loading: tracking } = useTrackDeposit();
  const { cancelDeposit, loading: cancelling } = useCancelDeposit();

  const draftFailed = draftQuery.error !== undefined;
  useEffect(() => {
    if (!draftFailed) return undefined;
    enqueueSnackbar(t('details.loadFailed'), { variant: 'error' });
    const timer = window.setTimeout(() => navigate(paths.user.deposit.href(), { replace: true }), BACK_TO_DEPOSIT_MS);
    return () => window.clearTimeout(timer);
  }, [draftFailed, enqueueSnackbar, navigate, t]);

  const walletsFailed = walletsQuery.error !== undefined && !walletsQuery.data;
  useEffect(() => {
    if (walletsFailed) enqueueSnackbar(t('details.walletsFailed'), { variant: 'error' });
  }, [walletsFailed, enqueueSnackbar, t]);

  const draft = draftQuery.data?.depositDraft;
  const wallets = walletsQuery.data?.depositWallets;

  const submit = async (details: DepositDetails) => {
    if (await trackDeposit({ referenceId, ...details })) navigate(paths.user.depositConfirm.href(referenceId));
  };

  const cancel = async () => {
    if (await cancelDeposit(referenceId)) navigate(paths.user.deposit.href(), { replace: true });
  };

  if (draftFailed) return null;
  if (walletsFailed) {
    return <QueryError message={t('details.walletsFailed')} onRetry={() => walletsQuery.refetch()} />;
  }
  if (!draft || !wallets) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    );
  }
  if (draft.status !== 'draft') {
    return (
      <Alert
        severity="info"
        action={
          <Button color="inherit" size="small" component={RouterLink} to={paths.user.transactionDeposit.href()}>
            {t('details.viewDeposits')}
          </Button>
        }
      >
        {t('details.alreadySubmitted')}
      </Alert>
    );
  }
  return (
    <DepositDetailsForm
      wallets={wallets}
      minimumDeposit={settingsQuery.data?.depositSettings.minimumDeposit}
      initialAmount={draft.amount}
      initialWalletId={initialWalletOf(draft, wallets)}
      submitting={tracking}
      cancelling={cancelling}
      onSubmit={submit}
      onCancel={() => void cancel()}
    />
  );
}

export function DepositFormPage() {
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
      <PageHeader title={t('details.title')} subtitle={t('details.subtitle')} />
      <DepositSteps active={1} />
      <DepositDetailsStep key={referenceId} referenceId={referenceId} />
    </>
  );
}
