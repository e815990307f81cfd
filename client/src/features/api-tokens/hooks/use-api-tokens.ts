import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import { useApiTokensQuery, useCreateApiTokenMutation, useRevokeApiTokenMutation, type ApiScope, type ApiTokensQuery } from '../../../gql/generated';
import { useStepUp } from '../../../components/step-up/step-up';
import { errorMessageOf } from '../../../lib/apollo';
import { fieldErrorsOf, type FieldErrors } from '../../../lib/field-errors';

export type ApiTokenRow = ApiTokensQuery['apiTokens'][number];
export type ApiTokenField = 'name' | 'scopes' | 'expiresAt';
const FIELDS: readonly ApiTokenField[] = ['name', 'scopes', 'expiresAt'];

/** The user's tokens and whether the admin scopes are theirs to give (staff: admin:read; admins: both). */
export function useApiTokens() {
  const { data, loading, error, refetch } = useApiTokensQuery({ fetchPolicy: 'cache-and-network' });
  const role = data?.me?.role;
  return {
    tokens: data?.apiTokens ?? [],
    loading: loading && !data,
    error,
    refetch,
    allowedScopes: [
      'READ',
      'WRITE',
      ...(role === 'ADMIN' || role === 'SUPPORT' ? ['ADMIN_READ'] : []),
      ...(role === 'ADMIN' ? ['ADMIN_WRITE'] : []),
    ] as ApiScope[],
  };
}

export interface NewTokenInput {
  name: string;
  scopes: ApiScope[];
  expiresAt: string | null;
}

/** Creates a token; resolves to the token (shown once) or to the refusal, split by field. */
export function useCreateApiToken() {
  const { t } = useTranslation('profile');
  const [mutate, { loading }] = useCreateApiTokenMutation({ refetchQueries: ['ApiTokens'], awaitRefetchQueries: true });
  const { withStepUp } = useStepUp();
  const create = async (input: NewTokenInput): Promise<{ token: string } | { errors: FieldErrors<ApiTokenField> }> => {
    try {
      // Needs the password confirmed in this session (the dialog asks, then this is sent again).
      const { data } = await withStepUp(() => mutate({ variables: input }));
      if (!data) return { errors: { fields: {}, form: t('apiTokens.createFailed') } };
      return { token: data.createApiToken.token };
    } catch (error) {
      return { errors: fieldErrorsOf(error, FIELDS, t('apiTokens.createFailed')) };
    }
  };
  return { create, loading };
}

/** Revokes a token at once; the list drops it. */
export function useRevokeApiToken() {
  const [mutate, { loading }] = useRevokeApiTokenMutation({ refetchQueries: ['ApiTokens'], awaitRefetchQueries: true });
  const { t } = useTranslation('profile');
  const { enqueueSnackbar } = useSnackbar();
  const revoke = async (id: string): Promise<boolean> => {
    try {
      await mutate({ variables: { id } });
      enqueueSnackbar(t('apiTokens.revoked'), { variant: 'success' });
      return true;
    } catch (error) {
      enqueueSnackbar(errorMessageOf(error, t('apiTokens.revokeFailed'), t('shared.networkError')), { variant: 'error' });
      return false;
    }
  };
  return { revoke, loading };
}
