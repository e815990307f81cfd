import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { ApiTokensCard } from '../../features/api-tokens/components/api-tokens-card';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user';
import { ChangePasswordDialog } from '../../features/profile/components/change-password-dialog';
import { ProfileTabs } from '../../features/profile/components/profile-tabs';
import { SecurityCards } from '../../features/profile/components/security-cards';
import { TwoFactorCard } from '../../features/profile/components/two-factor-card';

export function SecurityPage() {
  const { t } = useTranslation('profile');
  const user = useCurrentUser();
  const [changingPassword, setChangingPassword] = useState(false);
  return (
    <>
      <PageHeader title={t('pages.security')} />
      <ProfileTabs />
      <TwoFactorCard userId={user.id} email={user.email} enabled={user.twoFactorEnabled} />
      <SecurityCards
        email={user.email}
        kycStatus={user.kycStatus}
        kycRejectionReason={user.kycRejectionReason}
        onChangePassword={() => setChangingPassword(true)}
      />
      <ApiTokensCard />
      <ChangePasswordDialog open={changingPassword} twoFactorEnabled={user.twoFactorEnabled} onClose={() => setChangingPassword(false)} />
    </>
  );
}
