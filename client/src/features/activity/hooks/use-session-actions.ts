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
      enqueueSnackbar('The session has been signed out.', { variant: 'success' });
      return true;
    } catch (error) {
      enqueueSnackbar(errorMessageOf(error, 'The session could not be ended. Please try again.', 'Network error'), { variant: 'error' });
      return false;
    }
  };
  return { endSession };
}

/** "2 other sessions have been signed out." */
export function endedSessionsMessage(count: number): string {
  if (count === 0) return 'No other session was signed in.';
  return count === 1 ? '1 other session has been signed out.' : `${count} other sessions have been signed out.`;
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
      enqueueSnackbar(errorMessageOf(error, 'The sessions could not be ended. Please try again.', 'Network error'), { variant: 'error' });
      return false;
    }
  };
  return { endOtherSessions, loading };
}
