import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import {
  useDeleteAvatarMutation,
  useUpdateAddressMutation,
  useUpdateProfileMutation,
  useUploadAvatarMutation,
  type UpdateAddressInput,
  type UpdateProfileInput,
} from '../../../gql/generated';
import { errorMessageOf } from '../../../lib/apollo';

// Each mutation returns the whole user (the CurrentUser fragment), so the cache, and with it
// the header, menu and profile, update without a refetch.

export function useUpdateProfile() {
  const [mutate, { loading }] = useUpdateProfileMutation();
  const { t } = useTranslation('profile');
  const { enqueueSnackbar } = useSnackbar();
  const updateProfile = async (input: UpdateProfileInput): Promise<boolean> => {
    try {
      await mutate({ variables: { input } });
      enqueueSnackbar(t('editProfile.saved'), { variant: 'success' });
      return true;
    } catch (error) {
      enqueueSnackbar(errorMessageOf(error, t('editProfile.failed')), { variant: 'error' });
      return false;
    }
  };
  return { updateProfile, loading };
}

export function useUpdateAddress() {
  const [mutate, { loading }] = useUpdateAddressMutation();
  const { t } = useTranslation('profile');
  const { enqueueSnackbar } = useSnackbar();
  const updateAddress = async (input: UpdateAddressInput): Promise<boolean> => {
    try {
      await mutate({ variables: { input } });
      enqueueSnackbar(t('editAddress.saved'), { variant: 'success' });
      return true;
    } catch (error) {
      enqueueSnackbar(errorMessageOf(error, t('editAddress.failed')), { variant: 'error' });
      return false;
    }
  };
  return { updateAddress, loading };
}

export function useUploadAvatar() {
  const [mutate, { loading }] = useUploadAvatarMutation();
  const { t } = useTranslation('profile');
  const { enqueueSnackbar } = useSnackbar();
  const uploadAvatar = async (avatar: File): Promise<boolean> => {
    try {
      await mutate({ variables: { avatar } });
      enqueueSnackbar(t('avatar.uploaded'), { variant: 'success' });
      return true;
    } catch (error) {
      enqueueSnackbar(errorMessageOf(error, t('avatar.uploadFailed')), { variant: 'error' });
      return false;
    }
  };
  return { uploadAvatar, loading };
}

export function useDeleteAvatar() {
  const [mutate, { loading }] = useDeleteAvatarMutation();
  const { t } = useTranslation('profile');
  const { enqueueSnackbar } = useSnackbar();
  const deleteAvatar = async (): Promise<boolean> => {
    try {
      await mutate();
      enqueueSnackbar(t('avatar.deleted'), { variant: 'success' });
      return true;
    } catch (error) {
      enqueueSnackbar(errorMessageOf(error, t('avatar.deleteFailed')), { variant: 'error' });
      return false;
    }
  };
  return { deleteAvatar, loading };
}
