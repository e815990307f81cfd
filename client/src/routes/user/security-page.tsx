import { PageHeader } from '../../components/page-header';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user';
import { useRequestPasswordReset } from '../../features/auth/hooks/use-password-reset';
import { ProfileTabs } from '../../features/profile/components/profile-tabs';
import { SecurityCards } from '../../features/profile/components/security-cards';

export function SecurityPage() {
  const user = useCurrentUser();
  const { requestReset, loading } = useRequestPasswordReset();
  return (
    <>
      <PageHeader title="Security" />
      <ProfileTabs />
      <SecurityCards
        email={user.email}
        onChangePassword={() => void requestReset(user.email)}
        changingPassword={loading}
      />
    </>
  );
}
