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
import { fieldErrorsOf, type FieldErrors } from '../../../lib/field-errors';

const PROFILE_FIELDS = ['fullname', 'username', 'phone', 'telegram', 'gender', 'dateOfBirth'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
const ADDRESS_FIELDS = ['address1', 'address2', 'city', 'state', 'zipcode', 'country', 'nationality'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

// Each mutation returns the whole user (the CurrentUser fragment), so the cache, and with it
// the header, menu and profile, update without a refetch.

export function useUpdateProfile() {
  const [mutate, { loading }] = useUpdateProfileMutation();
  const { t } = useTranslation('profile');
  const { enqueueSnackbar } = useSnackbar();
  /** Resolves to null when saved (toasted), else the refusal by field, for the form to show. */
  const updateProfile = async (input: UpdateProfileInput): Promise<FieldErrors<ProfileField> | null> => {
    try {
      await mutate({ variables: { input } });
      enqueueSnackbar(t('editProfile.saved'), { variant: 'success' });
      return null;
    } catch (error) {
      return fieldErrorsOf(error, PROFILE_FIELDS, t('editProfile.failed'));
    }
  };
  return { updateProfile, loading };
}

export function useUpdateAddress() {
  const [mutate, { loading }] = useUpdateAddressMutation();
  const { t } = useTranslation('profile');
  const { enqueueSnackbar } = useSnackbar();
  /** Resolves to null when saved (toasted), else the refusal by field, for the form to show. */
  const updateAddress = async (input: UpdateAddressInput): Promise<FieldErrors<AddressField> | null> => {
    try {
      await mutate({ variables: { input } });
      enqueueSnackbar(t('editAddress.saved'), { variant: 'success' });
      return null;
    } catch (error) {
      return fieldErrorsOf(error, ADDRESS_FIELDS, t('editAddress.failed'));
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
