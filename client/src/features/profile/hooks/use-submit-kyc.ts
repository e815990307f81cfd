import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import { useSubmitKycMutation, type KycDocumentType } from '../../../gql/generated';
import { errorMessageOf } from '../../../lib/apollo';

export interface KycSubmission {
  documentType: KycDocumentType;
  documentFront: File;
  documentBack: File | null;
  selfie: File;
}

/** Sends the identity documents (GraphQL multipart); the returned user updates the cache, and with it the KYC card. */
export function useSubmitKyc() {
  const [mutate, { loading }] = useSubmitKycMutation();
  const { t } = useTranslation('profile');
  const { enqueueSnackbar } = useSnackbar();
  const submitKyc = async (submission: KycSubmission): Promise<boolean> => {
    try {
      await mutate({ variables: submission });
      enqueueSnackbar(t('kyc.submitted'), { variant: 'success' });
      return true;
    } catch (error) {
      enqueueSnackbar(errorMessageOf(error, t('kyc.submitFailed'), t('shared.networkError')), { variant: 'error' });
      return false;
    }
  };
  return { submitKyc, loading };
}
