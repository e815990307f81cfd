import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../components/auth-card';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';

export function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const [searchParams] = useSearchParams();
  return (
    <AuthCard
      title={t('resetPassword.title')}
      subtitle={t('resetPassword.subtitle')}
      description={t('resetPassword.description')}
    >
      <ResetPasswordForm token={searchParams.get('token') ?? ''} />
    </AuthCard>
  );
}
