import { useState } from 'react';
import TextField from '@mui/material/TextField';

// The ten languages of the spec (section 9). Translations arrive with i18n; for now the
// choice is remembered so that work can pick it up.
export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'es', label: 'Spanish' },
  { code: 'fr', label: 'French' },
  { code: 'de', label: 'German' },
  { code: 'zh-CN', label: 'Chinese (Simplified)' },
  { code: 'ja', label: 'Japanese' },
  { code: 'ar', label: 'Arabic' },
  { code: 'ru', label: 'Russian' },
  { code: 'pt', label: 'Portuguese' },
  { code: 'hi', label: 'Hindi' },
] as const;

const STORAGE_KEY = 'language';

function storedLanguage(): string {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return LANGUAGES.some((l) => l.code === stored) ? (stored as string) : 'en';
  } catch {
    return 'en';
  }
}

export function LanguageSelect({ size = 'small' }: { size?: 'small' | 'medium' }) {
  const [language, setLanguage] = useState(storedLanguage);

  const change = (code: string) => {
    setLanguage(code);
    try {
      window.localStorage.setItem(STORAGE_KEY, code);
    } catch {
      // Private browsing may refuse storage; the choice then lasts for this page only.
    }
  };

  return (
    <TextField
      select
      label="Language"
      size={size}
      value={language}
      onChange={(event) => change(event.target.value)}
      slotProps={{ select: { native: true } }}
      fullWidth={false}
      sx={{ minWidth: 200 }}
    >
      {LANGUAGES.map((l) => (
        <option key={l.code} value={l.code}>
          {l.label}
        </option>
      ))}
    </TextField>
  );
}
