import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import type { CurrentUserFragment } from '../../../gql/generated';
import { todayCalendarDate } from '../../../lib/dates';
import { useUpdateProfile } from '../hooks/use-profile-mutations';
import { GENDERS, digitsOnly, validateProfile, type ProfileFormValues } from '../utils/profile-validation';

type ProfileUser = Pick<CurrentUserFragment, 'fullname' | 'username' | 'phone' | 'telegram' | 'gender' | 'dateOfBirth'>;

function initialValues(user: ProfileUser): ProfileFormValues {
  return {
    fullname: user.fullname,
    username: user.username,
    phone: digitsOnly(user.phone ?? ''),
    telegram: user.telegram ?? '',
    gender: user.gender ?? 'MALE',
    dateOfBirth: user.dateOfBirth ?? '',
  };
}

interface UpdateProfileDialogProps {
  user: ProfileUser;
  open: boolean;
  onClose: () => void;
}

/** Mount with a `key` that changes on open so the form starts from the user's current values. */
export function UpdateProfileDialog({ user, open, onClose }: UpdateProfileDialogProps) {
  const { t } = useTranslation('profile');
  const [values, setValues] = useState(() => initialValues(user));
  const { updateProfile, loading } = useUpdateProfile();
  const { enqueueSnackbar } = useSnackbar();
  const set = <K extends keyof ProfileFormValues>(key: K, value: ProfileFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateProfile(values);
    if (problem) {
      enqueueSnackbar(problem, { variant: 'warning' });
      return;
    }
    const saved = await updateProfile({
      fullname: values.fullname.trim(),
      username: values.username.trim(),
      phone: values.phone.trim(),
      telegram: values.telegram.trim() || null,
      gender: values.gender,
      dateOfBirth: values.dateOfBirth || null,
    });
    if (saved) onClose();
  };

  return (
    <Dialog open={open} onClose={loading ? undefined : onClose} aria-labelledby="update-profile-title" fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="update-profile-title">{t('editProfile.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <TextField label={t('info.fullName')} autoComplete="name" value={values.fullname} onChange={(e) => set('fullname', e.target.value)} />
            <TextField label={t('info.username')} autoComplete="username" value={values.username} onChange={(e) => set('username', e.target.value)} />
            <TextField
              label={t('info.phone')}
              autoComplete="tel"
              value={values.phone}
              onChange={(e) => set('phone', digitsOnly(e.target.value))}
              slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
            />
            <TextField label={t('info.telegram')} value={values.telegram} onChange={(e) => set('telegram', e.target.value)} />
            <TextField
              select
              label={t('info.gender')}
              value={values.gender}
              onChange={(e) => set('gender', e.target.value as ProfileFormValues['gender'])}
              slotProps={{ select: { native: true } }}
            >
              {GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {t(`genders.${gender}`)}
                </option>
              ))}
            </TextField>
            <TextField
              label={t('info.dateOfBirth')}
              type="date"
              value={values.dateOfBirth}
              onChange={(e) => set('dateOfBirth', e.target.value)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: todayCalendarDate() } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={loading}>
            {t('shared.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={loading}>
            {t('editProfile.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
