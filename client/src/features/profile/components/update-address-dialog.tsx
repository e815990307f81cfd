import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import type { CurrentUserFragment } from '../../../gql/generated';
import { useUpdateAddress } from '../hooks/use-profile-mutations';
import { validateAddress, type AddressFormValues } from '../utils/profile-validation';

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
const FIELDS: { key: keyof AddressFormValues; autoComplete?: string; wide?: boolean }[] = [
  { key: 'address1', autoComplete: 'address-line1', wide: true },
  { key: 'address2', autoComplete: 'address-line2', wide: true },
  { key: 'city', autoComplete: 'address-level2' },
  { key: 'state', autoComplete: 'address-level1' },
  { key: 'zipcode', autoComplete: 'postal-code' },
  { key: 'country', autoComplete: 'country-name' },
  { key: 'nationality' },
];

interface UpdateAddressDialogProps {
  user: AddressUser;
  open: boolean;
  onClose: () => void;
}

/** Mount with a `key` that changes on open so the form starts from the user's current values. */
export function UpdateAddressDialog({ user, open, onClose }: UpdateAddressDialogProps) {
  const { t } = useTranslation('profile');
  const [values, setValues] = useState(() => initialValues(user));
  const { updateAddress, loading } = useUpdateAddress();
  const { enqueueSnackbar } = useSnackbar();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateAddress(values);
    if (problem) {
      enqueueSnackbar(problem, { variant: 'warning' });
      return;
    }
    const optional = (value: string) => value.trim() || null;
    const saved = await updateAddress({
      address1: values.address1.trim(),
      address2: optional(values.address2),
      city: optional(values.city),
      state: values.state.trim(),
      zipcode: optional(values.zipcode),
      country: values.country.trim(),
      nationality: optional(values.nationality),
    });
    if (saved) onClose();
  };

  return (
    <Dialog open={open} onClose={loading ? undefined : onClose} aria-labelledby="update-address-title" fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="update-address-title">{t('editAddress.title')}</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'grid', gap: 2.5, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {FIELDS.map((field) => (
              <TextField
                key={field.key}
                label={t(`editAddress.${field.key}`)}
                autoComplete={field.autoComplete}
                value={values[field.key]}
                onChange={(e) => setValues((current) => ({ ...current, [field.key]: e.target.value }))}
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
