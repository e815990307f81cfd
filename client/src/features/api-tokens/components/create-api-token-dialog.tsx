import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useSnackbar } from 'notistack';
import type { ApiScope } from '../../../gql/generated';
import { todayCalendarDate } from '../../../lib/dates';
import { useCreateApiToken, type ApiTokenField } from '../hooks/use-api-tokens';
import { SCOPE_NAMES } from './api-scope-labels';

interface CreateApiTokenDialogProps {
  open: boolean;
  allowedScopes: readonly ApiScope[];
  onClose: () => void;
}

/** The form (name, scopes, optional expiry), then the new token, shown this once with a Copy button. */
export function CreateApiTokenDialog({ open, allowedScopes, onClose }: CreateApiTokenDialogProps) {
  const { t } = useTranslation('profile');
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiScope[]>(['READ']);
  const [expiry, setExpiry] = useState('');
  const [errors, setErrors] = useState<{ fields: Partial<Record<ApiTokenField, string>>; form: string | null }>({ fields: {}, form: null });
  const [token, setToken] = useState<string | null>(null);
  const { create, loading } = useCreateApiToken();
  const { enqueueSnackbar } = useSnackbar();

  const close = () => {
    // The token is forgotten on close: it cannot be shown again.
    setToken(null);
    setName('');
    setScopes(['READ']);
    setExpiry('');
    setErrors({ fields: {}, form: null });
    onClose();
  };

  const toggle = (scope: ApiScope, on: boolean) => setScopes((current) => (on ? [...current, scope] : current.filter((s) => s !== scope)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fields: Partial<Record<ApiTokenField, string>> = {};
    if (!name.trim()) fields.name = t('apiTokens.nameRequired');
    if (!scopes.length) fields.scopes = t('apiTokens.scopesRequired');
    if (Object.keys(fields).length) return setErrors({ fields, form: null });
    // The token works through the whole chosen day, in the user's own time zone.
    const expiresAt = expiry ? new Date(`${expiry}T23:59:59.999`).toISOString() : null;
    const result = await create({ name: name.trim(), scopes, expiresAt });
    if ('token' in result) {
      setErrors({ fields: {}, form: null });
      setToken(result.token);
    } else setErrors(result.errors);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token ?? '');
      enqueueSnackbar(t('apiTokens.copied'), { variant: 'success' });
    } catch {
      enqueueSnackbar(t('shared.copyFailed'), { variant: 'error' });
    }
  };

  return (
    <Dialog open={open} onClose={loading ? undefined : close} aria-labelledby="create-api-token-title" maxWidth="sm" fullWidth>
      <DialogTitle id="create-api-token-title">{token ? t('apiTokens.newTitle') : t('apiTokens.createTitle')}</DialogTitle>
      {token ? (
        <>
          <DialogContent>
            <Stack spacing={2}>
              <Alert severity="warning">{t('apiTokens.copyNow')}</Alert>
              <TextField
                label={t('apiTokens.token')}
                value={token}
                slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } } }}
                onFocus={(event) => event.target.select()}
                fullWidth
              />
              <div>
                <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
                  {t('apiTokens.copyToken')}
                </Button>
              </div>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={close}>
              {t('apiTokens.done')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogContent>
            <Stack spacing={2.5}>
              {errors.form && <Alert severity="error">{errors.form}</Alert>}
              <TextField
                label={t('apiTokens.name')}
                value={name}
                onChange={(event) => setName(event.target.value)}
                error={!!errors.fields.name}
                helperText={errors.fields.name ?? t('apiTokens.nameHelp')}
                slotProps={{ htmlInput: { maxLength: 100 } }}
                required
                autoFocus
                fullWidth
              />
              <FormControl error={!!errors.fields.scopes} component="fieldset">
                <FormLabel component="legend">{t('apiTokens.scopesLabel')}</FormLabel>
                <FormGroup>
                  {allowedScopes.map((scope) => (
                    <FormControlLabel
                      key={scope}
                      control={<Checkbox checked={scopes.includes(scope)} onChange={(event) => toggle(scope, event.target.checked)} />}
                      label={`${SCOPE_NAMES[scope]}: ${t(`apiTokens.scopes.${scope}`)}`}
                    />
                  ))}
                </FormGroup>
                {errors.fields.scopes && <FormHelperText>{errors.fields.scopes}</FormHelperText>}
              </FormControl>
              <TextField
                label={t('apiTokens.expires')}
                type="date"
                value={expiry}
                onChange={(event) => setExpiry(event.target.value)}
                error={!!errors.fields.expiresAt}
                helperText={errors.fields.expiresAt ?? t('apiTokens.expiresHelp')}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: todayCalendarDate() } }}
                fullWidth
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={loading}>
              {t('shared.cancel')}
            </Button>
            <Button type="submit" variant="contained" loading={loading}>
              {t('apiTokens.create')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
