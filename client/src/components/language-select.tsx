import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import TranslateIcon from '@mui/icons-material/Translate';
import { isLanguage, LANGUAGES, rememberLanguage } from '../i18n/languages';
import { useInIsland } from './island';
import { reloadPage } from '../lib/reload-page';
import { useHydrated } from '../lib/use-hydrated';
import { saveUserLocale } from '../lib/user-locale';

/**
 * The language picker of the public and account footers: switches every translated page and
 * remembers the choice. A plain native <select> with a visible label: keyboards, screen readers
 * and phones know it, and it adds none of MUI's input code to the home page's first load. Each
 * option is named in its own language and marked with its `lang`, so screen readers pronounce it.
 */
export function LanguageSelect() {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  // On a prerendered page a choice made before React takes over would be lost.
  const hydrated = useHydrated();
  // On a prerendered page only the islands are React's: the server sends the page again, written
  // in the chosen language (it reads the choice rememberLanguage stores).
  const inIsland = useInIsland();

  const change = (code: string) => {
    if (!isLanguage(code)) return;
    rememberLanguage(code);
    // Signed in, the choice is the account's too (it follows the user to other devices).
    const saved = saveUserLocale(code);
    if (inIsland) {
      void saved.then(reloadPage);
      return;
    }
    void i18n.changeLanguage(code);
  };

  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', gap: 0.75, minWidth: 200 }}>
      <Box component="label" htmlFor={id} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, typography: 'body2', fontWeight: 600 }}>
        <TranslateIcon fontSize="small" aria-hidden />
        {t('language.label')}
      </Box>
      <Box
        component="select"
        id={id}
        disabled={!hydrated}
        value={i18n.resolvedLanguage ?? i18n.language}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => change(event.target.value)}
        sx={{
          font: 'inherit',
          color: 'text.primary',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'grey.400',
          borderRadius: 1,
          py: 1,
          px: 1.5,
          minHeight: 40,
          cursor: 'pointer',
          '&:hover': { borderColor: 'text.primary' },
          '&:focus-visible': { outline: (theme) => `2px solid ${theme.palette.primary.main}`, outlineOffset: '1px' },
        }}
      >
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.label}
          </option>
        ))}
      </Box>
    </Box>
  );
}
