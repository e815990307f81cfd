import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { CurrentUserFragment } from '../../../gql/generated';
import { fieldErrorProps, focusFirstInvalid, type FieldErrors } from '../../../lib/field-errors';
import { useUpdateAddress, type AddressField } from '../hooks/use-profile-mutations';
import { addressProblems, type AddressFormValues } from '../utils/profile-validation';

type AddressUser = Pick<CurrentUserFragment, 'address1' | 'address2' | 'city' | 'state' | 'zipcode' | 'country' | 'nationality'>;

function initialValues(user: AddressUser): AddressFormValues {
  return {
    address1: user.address1 ?? '',
    address2: user.address2 ?? '',
    city: user.city ?? '',
    state: user.state ?? '',
    zipcode: user.zipcode ?? '',
    // The old client filled this from the zipcode; the country is what belongs here.
    country: user.country ?? '',
    nationality: user.nationality ?? '',
  };
}

/** Each field's label is `profile:editAddress.<key>`. */
const FIELDS: { key: AddressField; autoComplete?: string; wide?: boolean; required?: boolean }[] = [
  { key: 'address1', autoComplete: 'address-line1', wide: true, required: true },
  { key: 'address2', autoComplete: 'address-line2', wide: true },
  { key: 'city', autoComplete: 'address-level2' },
  { key: 'state', autoComplete: 'address-level1', required: true },
  { key: 'zipcode', autoComplete: 'postal-code' },
  { key: 'country', autoComplete: 'country-name', required: true },
  { key: 'nationality' },
];

interface UpdateAddressDialogProps {
  user: AddressUser;
  open: boolean;
  onClose: () => void;
  /** The field the reader clicked: it has the focus when the dialog opens. */
  focus?: AddressField;
}

const NO_ERRORS: FieldErrors<AddressField> = { fields: {}, form: null };

/** Mount with a `key` that changes on open so the form starts from the user's current values. */
export function UpdateAddressDialog({ user, open, onClose, focus = 'address1' }: UpdateAddressDialogProps) {
  const { t } = useTranslation('profile');
  const [values, setValues] = useState(() => initialValues(user));
  const [errors, setErrors] = useState(NO_ERRORS);
  const formRef = useRef<HTMLFormElement>(null);
  const { updateAddress, loading } = useUpdateAddress();
  const refuse = (next: FieldErrors<AddressField>) => {
    setErrors(next);
    focusFirstInvalid(formRef.current);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = addressProblems(values);
    if (Object.keys(problems).length) {
      refuse({ fields: problems, form: null });
      return;
    }
    setErrors(NO_ERRORS);
    const optional = (value: string) => value.trim() || null;
    const refused = await updateAddress({
      address1: values.address1.trim(),
      address2: optional(values.address2),
      city: optional(values.city),
      state: values.state.trim(),
      zipcode: optional(values.zipcode),
      country: values.country.trim(),
      nationality: optional(values.nationality),
    });
    if (refused) refuse(refused);
    else onClose();
  };

  return (
    <Dialog open={open} onClose={loading ? undefined : onClose} aria-labelledby="update-address-title" fullWidth maxWidth="sm">
      <form ref={formRef} onSubmit={submit} noValidate>
        <DialogTitle id="update-address-title">{t('editAddress.title')}</DialogTitle>
        <DialogContent>
          {errors.form && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {errors.form}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gap: 2.5, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {FIELDS.map((field) => (
              <TextField
                key={field.key}
                label={t(`editAddress.${field.key}`)}
                autoComplete={field.autoComplete}
                value={values[field.key]}
                onChange={(e) => {
                  setValues((current) => ({ ...current, [field.key]: e.target.value }));
                  setErrors((current) => (current.fields[field.key] ? { ...current, fields: { ...current.fields, [field.key]: undefined } } : current));
                }}
                autoFocus={focus === field.key}
                slotProps={field.required ? { htmlInput: { 'aria-required': true } } : undefined}
                {...fieldErrorProps(errors.fields[field.key], field.required ? t('editAddress.required') : t('editProfile.optional'))}
                sx={field.wide ? { gridColumn: '1 / -1' } : undefined}
              />
            ))}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={loading}>
            {t('shared.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={loading}>
            {t('editAddress.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
