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
  const { enqueueSnackbar } = useSnackbar();
  const updateProfile = async (input: UpdateProfileInput): Promise<boolean> => {
    try {
      await mutate({ variables: { input } });
      enqueueSnackbar('Your personal Info has been updated successfully', { variant: 'success' });
      return true;
    } catch (error) {
      enqueueSnackbar(errorMessageOf(error, 'An error occured while updating profile'), { variant: 'error' });
      return false;
    }
  };
  return { updateProfile, loading };
}

export function useUpdateAddress() {
  const [mutate, { loading }] = useUpdateAddressMutation();
  const { enqueueSnackbar } = useSnackbar();
  const updateAddress = async (input: UpdateAddressInput): Promise<boolean> => {
    try {
      await mutate({ variables: { input } });
      enqueueSnackbar('Your address has been updated successfully', { variant: 'success' });
      return true;
    } catch (error) {
      enqueueSnackbar(errorMessageOf(error, 'An error occured while updating your profile'), { variant: 'error' });
      return false;
    }
  };
  return { updateAddress, loading };
}

export function useUploadAvatar() {
  const [mutate, { loading }] = useUploadAvatarMutation();
  const { enqueueSnackbar } = useSnackbar();
  const uploadAvatar = async (avatar: File): Promise<boolean> => {
    try {
      await mutate({ variables: { avatar } });
      enqueueSnackbar('Avatar has been upload successfully', { variant: 'success' });
      return true;
    } catch (error) {
      enqueueSnackbar(errorMessageOf(error, 'An error occured while uploading avatar'), { variant: 'error' });
      return false;
    }
  };
  return { uploadAvatar, loading };
}

export function useDeleteAvatar() {
  const [mutate, { loading }] = useDeleteAvatarMutation();
  const { enqueueSnackbar } = useSnackbar();
  const deleteAvatar = async (): Promise<boolean> => {
    try {
      await mutate();
      enqueueSnackbar('Avatar has been deleted successfully', { variant: 'success' });
      return true;
    } catch (error) {
      enqueueSnackbar(errorMessageOf(error, 'An error occured'), { variant: 'error' });
      return false;
    }
  };
  return { deleteAvatar, loading };
}
