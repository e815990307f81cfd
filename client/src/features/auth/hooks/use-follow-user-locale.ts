import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { followUserLocale } from '../../../lib/user-locale';

/** Switches the app to the signed-in user's stored language (User.locale), so it follows them to every device. */
export function useFollowUserLocale(locale: string | undefined) {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (locale) followUserLocale(locale, i18n);
  }, [locale, i18n]);
}
