import i18next from 'i18next';
import { useSnackbar } from 'notistack';
import { MyActivityDocument, MySessionsDocument, useEndOtherSessionsMutation, useEndSessionMutation } from '../../../gql/generated';
import { errorMessageOf } from '../../../lib/apollo';

// Ending sessions changes the list and records an event: both are read again.
const REFETCH = [MySessionsDocument, MyActivityDocument];

/** Signs out one of the user's other sessions. */
export function useEndSession() {
  const [mutate] = useEndSessionMutation();
  const { enqueueSnackbar } = useSnackbar();
  const endSession = async (id: string): Promise<boolean> => {
    try {
      await mutate({ variables: { id }, refetchQueries: REFETCH, awaitRefetchQueries: true });
      enqueueSnackbar(i18next.t('sessions.ended', { ns: 'history' }), { variant: 'success' });
      return true;
    } catch (error) {
      enqueueSnackbar(errorMessageOf(error, i18next.t('sessions.endFailed', { ns: 'history' }), i18next.t('networkError', { ns: 'history' })), {
        variant: 'error',
      });
      return false;
    }
  };
  return { endSession };
}

/** "2 other sessions have been signed out." (in the current language) */
export function endedSessionsMessage(count: number): string {
  if (count === 0) return i18next.t('sessions.noOthers', { ns: 'history' });
  return i18next.t('sessions.othersEnded', { ns: 'history', count });
}

/** Signs out every session of the user except this one. */
export function useEndOtherSessions() {
  const [mutate, { loading }] = useEndOtherSessionsMutation();
  const { enqueueSnackbar } = useSnackbar();
  const endOtherSessions = async (): Promise<boolean> => {
    try {
      const { data } = await mutate({ refetchQueries: REFETCH, awaitRefetchQueries: true });
      enqueueSnackbar(endedSessionsMessage(data?.endOtherSessions ?? 0), { variant: 'success' });
      return true;
    } catch (error) {
      enqueueSnackbar(errorMessageOf(error, i18next.t('sessions.endOthersFailed', { ns: 'history' }), i18next.t('networkError', { ns: 'history' })), {
        variant: 'error',
      });
      return false;
    }
  };
  return { endOtherSessions, loading };
}
