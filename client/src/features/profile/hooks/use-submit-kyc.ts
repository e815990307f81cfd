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
  const { enqueueSnackbar } = useSnackbar();
  const submitKyc = async (submission: KycSubmission): Promise<boolean> => {
    try {
      await mutate({ variables: submission });
      enqueueSnackbar('Your documents have been submitted for review', { variant: 'success' });
      return true;
    } catch (error) {
      enqueueSnackbar(errorMessageOf(error, 'An error occurred while submitting your documents', 'Network error'), { variant: 'error' });
      return false;
    }
  };
  return { submitKyc, loading };
}
