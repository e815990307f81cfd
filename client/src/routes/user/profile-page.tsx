import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user';
import { AvatarBlock } from '../../features/profile/components/avatar-block';
import { PersonalInfo } from '../../features/profile/components/personal-info';
import { LanguagePreference } from '../../features/profile/components/language-preference';
import { ProfileTabs } from '../../features/profile/components/profile-tabs';

export function ProfilePage() {
  const { t } = useTranslation('profile');
  const user = useCurrentUser();
  return (
    <>
      <PageHeader title={t('pages.profile')} />
      <ProfileTabs />
      <AvatarBlock user={user} />
      <PersonalInfo user={user} />
      <LanguagePreference locale={user.locale} />
    </>
  );
}
