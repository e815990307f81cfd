import { useSnackbar } from 'notistack';
import {
  useChangePasswordMutation,
  useConfirmEmailChangeMutation,
  useRequestEmailChangeMutation,
  type ChangePasswordMutationVariables,
} from '../../../gql/generated';
import { errorMessageOf } from '../../../lib/apollo';

/** The spec's message once the code is on its way to the new address. */
export const EMAIL_CODE_SENT = 'A confirmation code has been sent to your new email. Please enter the code';

/** Changes the password in place; the server signs out every other session. Resolves to true when done. */
export function useChangePassword() {
  const [mutate, { loading }] = useChangePasswordMutation();
  const { enqueueSnackbar } = useSnackbar();
  const changePassword = async (variables: ChangePasswordMutationVariables): Promise<boolean> => {
    try {
      await mutate({ variables });
      enqueueSnackbar('Your password has been changed. Your other sessions have been signed out.', { variant: 'success' });
      return true;
    } catch (error) {
      enqueueSnackbar(errorMessageOf(error, 'Your password could not be changed. Please try again.', 'Network error'), {
        variant: 'error',
      });
      return false;
    }
  };
  return { changePassword, loading };
}

/** Mails a code to the new address (again on Resend); resolves to true when sent. */
export function useRequestEmailChange() {
  const [mutate, { loading }] = useRequestEmailChangeMutation();
  const { enqueueSnackbar } = useSnackbar();
  const requestEmailChange = async (newEmail: string, twoFactorCode?: string): Promise<boolean> => {
    try {
      await mutate({ variables: { newEmail, twoFactorCode: twoFactorCode || null } });
      enqueueSnackbar(EMAIL_CODE_SENT, { variant: 'success' });
      return true;
    } catch (error) {
      enqueueSnackbar(errorMessageOf(error, 'An error occured while sending the code', 'Network error'), { variant: 'error' });
      return false;
    }
  };
  return { requestEmailChange, loading };
}

/**
 * Switches the email with the mailed code. The answer is the user (CurrentUser fragment), so the
 * cache, and with it the header, menu and profile, show the new address without a refetch.
 */
export function useConfirmEmailChange() {
  const [mutate, { loading }] = useConfirmEmailChangeMutation();
  const { enqueueSnackbar } = useSnackbar();
  const confirmEmailChange = async (code: string): Promise<boolean> => {
    try {
      const { data } = await mutate({ variables: { code } });
      const email = data?.confirmEmailChange.email;
      enqueueSnackbar(email ? `Your email has been changed to ${email}.` : 'Your email has been changed.', { variant: 'success' });
      return true;
    } catch (error) {
      enqueueSnackbar(errorMessageOf(error, 'The code could not be verified. Please try again.', 'Network error'), {
        variant: 'error',
      });
      return false;
    }
  };
  return { confirmEmailChange, loading };
}
