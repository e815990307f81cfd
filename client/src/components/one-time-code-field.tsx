import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { cleanOneTimeCode, type OneTimeCodeKind } from '../lib/one-time-code';

export interface OneTimeCodeTexts {
  authenticatorLabel: string;
  authenticatorHelp: string;
  recoveryLabel: string;
  recoveryHelp: string;
  useRecovery: string;
  useAuthenticator: string;
}

interface OneTimeCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Offer the switch to a recovery code (the server takes one wherever it takes a code). */
  allowRecovery?: boolean;
  /** Defaults to the user area's words (`account:ui.oneTimeCode`); the sign-in page passes its own. */
  texts?: OneTimeCodeTexts;
  autoFocus?: boolean;
  required?: boolean;
  disabled?: boolean;
  /** A refusal of the code, shown under the field in place of the help (red, announced with it). */
  error?: string;
}

/**
 * A second-factor code: six digits from the authenticator app (numeric keyboard, the browser's
 * one-time-code autofill), or, after the switch, a recovery code. What is typed is cleaned as
 * it comes (spaces and dashes pasted from an app are dropped), so the server gets the bare code.
 */
export function OneTimeCodeField({ value, onChange, allowRecovery = false, texts: givenTexts, autoFocus, required, disabled, error }: OneTimeCodeFieldProps) {
  const { t } = useTranslation('account');
  const texts: OneTimeCodeTexts = givenTexts ?? {
    authenticatorLabel: t('ui.oneTimeCode.authenticatorLabel'),
    authenticatorHelp: t('ui.oneTimeCode.authenticatorHelp'),
    recoveryLabel: t('ui.oneTimeCode.recoveryLabel'),
    recoveryHelp: t('ui.oneTimeCode.recoveryHelp'),
    useRecovery: t('ui.oneTimeCode.useRecovery'),
    useAuthenticator: t('ui.oneTimeCode.useAuthenticator'),
  };
  const [kind, setKind] = useState<OneTimeCodeKind>('authenticator');
  const recovery = kind === 'recovery';

  const switchKind = () => {
    setKind(recovery ? 'authenticator' : 'recovery');
    onChange('');
  };

  return (
    <Box>
      <TextField
        fullWidth
        label={recovery ? texts.recoveryLabel : texts.authenticatorLabel}
        helperText={error ?? (recovery ? texts.recoveryHelp : texts.authenticatorHelp)}
        error={!!error}
        value={value}
        onChange={(event) => onChange(cleanOneTimeCode(event.target.value, kind))}
        autoFocus={autoFocus}
        required={required}
        disabled={disabled}
        slotProps={{
          htmlInput: recovery
            ? { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false, maxLength: 11 }
            : { autoComplete: 'one-time-code', inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6 },
        }}
      />
      {allowRecovery && (
        <Link component="button" type="button" variant="body2" onClick={switchKind} sx={{ mt: 1 }} disabled={disabled}>
          {recovery ? texts.useAuthenticator : texts.useRecovery}
        </Link>
      )}
    </Box>
  );
}
