import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import {
  useChangePasswordMutation,
  useConfirmEmailChangeMutation,
  useRequestEmailChangeMutation,
  type ChangePasswordMutationVariables,
} from '../../../gql/generated';
import { useStepUp } from '../../../components/step-up/step-up';
import { fieldErrorsOf, type FieldErrors } from '../../../lib/field-errors';

export type PasswordField = 'currentPassword' | 'newPassword' | 'twoFactorCode';
const PASSWORD_FIELDS: readonly PasswordField[] = ['currentPassword', 'newPassword', 'twoFactorCode'];
export type EmailField = 'newEmail' | 'confirmEmail' | 'code';
const EMAIL_FIELDS: readonly EmailField[] = ['newEmail', 'confirmEmail', 'code'];

/** Changes the password in place; the server signs out every other session and revokes the API tokens (told here). Resolves to true when done. */
export function useChangePassword() {
  const [mutate, { loading }] = useChangePasswordMutation();
  const { t } = useTranslation('profile');
  const { enqueueSnackbar } = useSnackbar();
  /** Resolves to null when changed (toasted), else the refusal by field, for the form to show. */
  const changePassword = async (variables: ChangePasswordMutationVariables): Promise<FieldErrors<PasswordField> | null> => {
    try {
      const { data } = await mutate({ variables });
      const revoked = data?.changePassword.revokedApiTokens ?? 0;
      const message = revoked > 0 ? `${t('password.changed')} ${t('password.tokensRevoked', { n: revoked })}` : t('password.changed');
      enqueueSnackbar(message, { variant: 'success' });
      return null;
    } catch (error) {
      return fieldErrorsOf(error, PASSWORD_FIELDS, t('password.failed'));
    }
  };
  return { changePassword, loading };
}

/** Mails a code to the new address (again on Resend), after the password is confirmed; resolves to true when sent. */
export function useRequestEmailChange() {
  const [mutate, { loading }] = useRequestEmailChangeMutation();
  const { t } = useTranslation('profile');
  const { enqueueSnackbar } = useSnackbar();
  const { withStepUp } = useStepUp();
  /** Resolves to null when sent (toasted), else the refusal by field, for the form to show. */
  const requestEmailChange = async (newEmail: string): Promise<FieldErrors<EmailField> | null> => {
    try {
      // Needs the password confirmed in this session (the dialog asks, then this is sent again).
      await withStepUp(() => mutate({ variables: { newEmail } }));
      // The spec's message once the code is on its way to the new address.
      enqueueSnackbar(t('email.sent'), { variant: 'success' });
      return null;
    } catch (error) {
      return fieldErrorsOf(error, EMAIL_FIELDS, t('email.sendFailed'));
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
  const { t } = useTranslation('profile');
  const { enqueueSnackbar } = useSnackbar();
  /** Resolves to null when changed (toasted), else the refusal by field, for the form to show. */
  const confirmEmailChange = async (code: string): Promise<FieldErrors<EmailField> | null> => {
    try {
      const { data } = await mutate({ variables: { code } });
      const email = data?.confirmEmailChange.email;
      enqueueSnackbar(email ? t('email.changedTo', { email }) : t('email.changed'), { variant: 'success' });
      return null;
    } catch (error) {
      return fieldErrorsOf(error, EMAIL_FIELDS, t('email.verifyFailed'));
    }
  };
  return { confirmEmailChange, loading };
}
