import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import TranslateIcon from '@mui/icons-material/Translate';
import { useSetLocaleMutation } from '../../../gql/generated';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, rememberLanguage } from '../../../i18n/languages';
import { errorMessageOf } from '../../../lib/apollo';
import { userLocaleSaved } from '../../../lib/user-locale';

interface LanguagePreferenceProps {
  /** The account's language (User.locale). */
  locale: string;
}

/**
 * The account's language on the profile: the app switches at once, and the choice is stored on
 * the account (setLocale), so mails, statements and every device the user signs in on follow it.
 * If it cannot be stored, the app goes back to the stored language (which the select still shows)
 * and says why: the page never reads one language while the account holds another.
 */
export function LanguagePreference({ locale }: LanguagePreferenceProps) {
  // The select's name is the footer picker's (common); the rest is this page's own (profile).
  const { t, i18n } = useTranslation('profile');
  const { enqueueSnackbar } = useSnackbar();
  const [mutate, { loading }] = useSetLocaleMutation();

  const change = async (code: string) => {
    if (!isLanguage(code)) return;
    const stored = isLanguage(locale) ? locale : DEFAULT_LANGUAGE;
    rememberLanguage(code);
    const switched = i18n.changeLanguage(code);
    try {
      await mutate({ variables: { locale: code } });
      userLocaleSaved(code);
      // Said in the new language (the `t` of this render is bound to the old one).
      await switched;
      enqueueSnackbar(i18n.t('profile:language.saved'), { variant: 'success' });
    } catch (error) {
      await switched;
      rememberLanguage(stored);
      await i18n.changeLanguage(stored);
      // Said in the language the page is back in.
      enqueueSnackbar(errorMessageOf(error, i18n.t('profile:language.saveFailed')), { variant: 'error' });
    }
  };

  return (
    <Card sx={{ mt: 2 }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography variant="h6" component="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <TranslateIcon aria-hidden />
          {t('common:language.label')}
        </Typography>
        <TextField
          select
          label={t('common:language.label')}
          value={isLanguage(locale) ? locale : 'en'}
          onChange={(event) => void change(event.target.value)}
          disabled={loading}
          helperText={t('language.accountHint')}
          sx={{ maxWidth: 420 }}
        >
          {LANGUAGES.map((l) => (
            <MenuItem key={l.code} value={l.code} lang={l.code}>
              {l.label}
            </MenuItem>
          ))}
        </TextField>
      </CardContent>
    </Card>
  );
}
