import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../components/auth-card';
import { LoginForm } from '../../features/auth/components/login-form';

export function LoginPage() {
  const { t } = useTranslation('account');
  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')} description={t('login.description')}>
      <LoginForm />
    </AuthCard>
  );
}
