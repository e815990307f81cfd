import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../components/auth-card';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';

export function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  return (
    <AuthCard
      title={t('forgotPassword.title')}
      subtitle={t('forgotPassword.subtitle')}
      description={t('forgotPassword.description')}
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
