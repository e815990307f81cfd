import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { CurrentUserFragment } from '../../../gql/generated';
import { todayCalendarDate } from '../../../lib/dates';
import { fieldErrorProps, focusFirstInvalid, type FieldErrors } from '../../../lib/field-errors';
import { useUpdateProfile, type ProfileField } from '../hooks/use-profile-mutations';
import { GENDERS, digitsOnly, profileProblems, type ProfileFormValues } from '../utils/profile-validation';

type ProfileUser = Pick<CurrentUserFragment, 'fullname' | 'username' | 'phone' | 'telegram' | 'gender' | 'dateOfBirth'>;

function initialValues(user: ProfileUser): ProfileFormValues {
  return {
    fullname: user.fullname,
    username: user.username,
    phone: digitsOnly(user.phone ?? ''),
    telegram: user.telegram ?? '',
    // Never preset: a gender the user has not chosen stays unchosen until they pick one.
    gender: user.gender ?? '',
    dateOfBirth: user.dateOfBirth ?? '',
  };
}

interface UpdateProfileDialogProps {
  user: ProfileUser;
  open: boolean;
  onClose: () => void;
  /** The field the reader clicked: it has the focus when the dialog opens. */
  focus?: ProfileField;
}

const NO_ERRORS: FieldErrors<ProfileField> = { fields: {}, form: null };

/** Mount with a `key` that changes on open so the form starts from the user's current values. */
export function UpdateProfileDialog({ user, open, onClose, focus = 'fullname' }: UpdateProfileDialogProps) {
  const { t } = useTranslation('profile');
  const [values, setValues] = useState(() => initialValues(user));
  const [errors, setErrors] = useState(NO_ERRORS);
  const formRef = useRef<HTMLFormElement>(null);
  const { updateProfile, loading } = useUpdateProfile();
  const set = <K extends keyof ProfileFormValues>(key: K, value: ProfileFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => (current.fields[key] ? { ...current, fields: { ...current.fields, [key]: undefined } } : current));
  };
  const refuse = (next: FieldErrors<ProfileField>) => {
    setErrors(next);
    focusFirstInvalid(formRef.current);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = profileProblems(values);
    if (Object.keys(problems).length || !values.gender) {
      refuse({ fields: problems, form: null });
      return;
    }
    setErrors(NO_ERRORS);
    const refused = await updateProfile({
      fullname: values.fullname.trim(),
      username: values.username.trim(),
      phone: values.phone.trim(),
      telegram: values.telegram.trim() || null,
      gender: values.gender,
      dateOfBirth: values.dateOfBirth || null,
    });
    if (refused) refuse(refused);
    else onClose();
  };
  const { fields } = errors;

  return (
    <Dialog open={open} onClose={loading ? undefined : onClose} aria-labelledby="update-profile-title" fullWidth maxWidth="sm">
      <form ref={formRef} onSubmit={submit} noValidate>
        <DialogTitle id="update-profile-title">{t('editProfile.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {errors.form && (
              <Alert severity="error" role="alert">
                {errors.form}
              </Alert>
            )}
            <TextField
              label={t('info.fullName')}
              autoComplete="name"
              value={values.fullname}
              onChange={(e) => set('fullname', e.target.value)}
              autoFocus={focus === 'fullname'}
              slotProps={{ htmlInput: { 'aria-required': true } }}
              {...fieldErrorProps(fields.fullname)}
            />
            <TextField
              label={t('info.username')}
              autoComplete="username"
              value={values.username}
              onChange={(e) => set('username', e.target.value)}
              autoFocus={focus === 'username'}
              slotProps={{ htmlInput: { 'aria-required': true } }}
              {...fieldErrorProps(fields.username)}
            />
            <TextField
              label={t('info.phone')}
              autoComplete="tel"
              value={values.phone}
              onChange={(e) => set('phone', digitsOnly(e.target.value))}
              autoFocus={focus === 'phone'}
              slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', 'aria-required': true } }}
              {...fieldErrorProps(fields.phone, t('editProfile.phoneHelp'))}
            />
            <TextField
              label={t('info.telegram')}
              value={values.telegram}
              onChange={(e) => set('telegram', e.target.value)}
              autoFocus={focus === 'telegram'}
              {...fieldErrorProps(fields.telegram, t('editProfile.optional'))}
            />
            <TextField
              select
              label={t('info.gender')}
              value={values.gender}
              onChange={(e) => set('gender', e.target.value as ProfileFormValues['gender'])}
              autoFocus={focus === 'gender'}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'aria-required': true } }}
              {...fieldErrorProps(fields.gender)}
            >
              {!values.gender && (
                <option value="" disabled>
                  {t('editProfile.chooseGender')}
                </option>
              )}
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
              autoFocus={focus === 'dateOfBirth'}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: todayCalendarDate() } }}
              {...fieldErrorProps(fields.dateOfBirth, t('editProfile.optional'))}
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
