import { useTranslation } from 'react-i18next';
import TextField from '@mui/material/TextField';
import { isLanguage, LANGUAGES, rememberLanguage } from '../i18n/languages';

/** The footer's language picker: switches every translated page and remembers the choice. */
export function LanguageSelect({ size = 'small' }: { size?: 'small' | 'medium' }) {
  const { t, i18n } = useTranslation('common');

  const change = (code: string) => {
    if (!isLanguage(code)) return;
    rememberLanguage(code);
    void i18n.changeLanguage(code);
  };

  return (
    <TextField
      select
      label={t('language.label', 'Language')}
      size={size}
      value={i18n.resolvedLanguage ?? i18n.language}
      onChange={(event) => change(event.target.value)}
      slotProps={{ select: { native: true } }}
      fullWidth={false}
      sx={{ minWidth: 200 }}
    >
      {LANGUAGES.map((l) => (
        <option key={l.code} value={l.code} lang={l.code}>
          {l.label}
        </option>
      ))}
    </TextField>
  );
}
