import { useRef, useState } from 'react';
import i18next from 'i18next';
import { useSnackbar } from 'notistack';
import { MeDocument, useCancelDepositMutation, useStartDepositMutation, useSubmitDepositMutation, useTrackDepositMutation } from '../../../gql/generated';
import { errorMessageOf } from '../../../lib/apollo';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { newIdempotencyKey } from '../../../lib/idempotency';
import type { UploadProgress } from '../../../lib/upload-fetch';

/** A text of the `deposits` namespace in the current language (the page has loaded it). */
const say = (key: string) => i18next.t(key, { ns: 'deposits' });

/** The only deposit method (spec: 'Crypto Wallet'): the value sent to the server, shown translated. */
export const CRYPTO_WALLET_METHOD = 'Crypto Wallet';

/** Creates a deposit reference; resolves to its id, or null when it failed (a toast says why). */
export function useStartDeposit() {
  const [mutate, { loading }] = useStartDepositMutation();
  const { enqueueSnackbar } = useSnackbar();
  const startDeposit = async (wallet: string): Promise<string | null> => {
    try {
      const { data } = await mutate({ variables: { wallet } });
      return data?.startDeposit.referenceId ?? null;
    } catch (error) {
      enqueueSnackbar(errorMessageOf(error, say('errors.process')), {
        variant: 'error',
      });
      return null;
    }
  };
  return { startDeposit, loading };
}

/** Records the amount and the wallet paid to; resolves to true when the server took them. */
export function useTrackDeposit() {
  const [mutate, { loading }] = useTrackDepositMutation();
  const { enqueueSnackbar } = useSnackbar();
  const trackDeposit = async (input: { referenceId: string; amount: string; walletId: string }): Promise<boolean> => {
    try {
      await mutate({ variables: { input } });
      return true;
    } catch (error) {
      enqueueSnackbar(errorMessageOf(error, say('errors.tryAgain'), say('errors.network')), { variant: 'error' });
      return false;
    }
  };
  return { trackDeposit, loading };
}

/** Deletes a deposit not yet submitted; resolves to true when it is gone. */
export function useCancelDeposit() {
  const [mutate, { loading }] = useCancelDepositMutation();
  const { enqueueSnackbar } = useSnackbar();
  const cancelDeposit = async (referenceId: string): Promise<boolean> => {
    try {
      await mutate({ variables: { referenceId } });
      enqueueSnackbar(say('details.cancelled'), { variant: 'info' });
      return true;
    } catch (error) {
      enqueueSnackbar(errorMessageOf(error, say('errors.cancel')), { variant: 'error' });
      return false;
    }
  };
  return { cancelDeposit, loading };
}

/**
 * Uploads the payment proof and submits the deposit, reporting the upload's progress in
 * percent (null while nothing is uploading). Each call carries a new idempotency key, and a
 * call while one is in flight is ignored, so a double click cannot submit twice.
 */
export function useSubmitDeposit() {
  const [mutate, { loading }] = useSubmitDepositMutation();
  const { enqueueSnackbar } = useSnackbar();
  const [progress, setProgress] = useState<number | null>(null);
  /** The server's refusal of the transaction hash (malformed, or used already), shown on that field. */
  const [txnIdError, setTxnIdError] = useState<string | null>(null);
  const inFlight = useRef(false);

  const submitDeposit = async (input: { referenceId: string; txnId: string }, screenshot: File): Promise<boolean> => {
    if (inFlight.current) return false;
    inFlight.current = true;
    setProgress(0);
    setTxnIdError(null);
    try {
      await mutate({
        variables: { input, screenshot, idempotencyKey: newIdempotencyKey() },
        context: {
          fetchOptions: {
            onProgress: ({ loaded, total }: UploadProgress) => {
              if (total > 0) setProgress(Math.round((loaded / total) * 100));
            },
          },
        },
        // The totals in the shell change once an admin approves; refresh them anyway.
        refetchQueries: [MeDocument],
      });
      enqueueSnackbar(say('proof.submitted'), { variant: 'success' });
      return true;
    } catch (error) {
      const { fields } = fieldErrorsOf(error, ['txnId'], say('errors.process'));
      if (fields.txnId) setTxnIdError(fields.txnId);
      else enqueueSnackbar(errorMessageOf(error, say('errors.process'), say('errors.network')), { variant: 'error' });
      return false;
    } finally {
      inFlight.current = false;
      setProgress(null);
    }
  };
  return { submitDeposit, loading, progress, txnIdError, clearTxnIdError: () => setTxnIdError(null) };
}
