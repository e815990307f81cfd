import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../components/auth-card';
import { RegisterForm } from '../../features/auth/components/register-form';

export function RegisterPage() {
  const { t } = useTranslation('account');
  const [searchParams] = useSearchParams();
  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')} description={t('register.description')}>
      <RegisterForm referralId={searchParams.get('referralid') ?? ''} />
    </AuthCard>
  );
}
