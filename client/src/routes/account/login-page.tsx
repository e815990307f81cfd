import { lazy, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApolloBoundary } from '../../app/apollo-boundary';
import { AuthCard } from '../../components/auth-card';
import { FormSkeleton } from '../../components/form-skeleton';

// The card and its heading show at once; the form comes with Apollo, loaded side by side.
const loadForm = () => import('../../features/auth/components/login-form');
const LoginForm = lazy(async () => ({ default: (await loadForm()).LoginForm }));

export function LoginPage() {
  const { t } = useTranslation('account');
  useEffect(() => void loadForm(), []);
  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')} description={t('login.description')}>
      <ApolloBoundary fallback={<FormSkeleton rows={[56, 56, 42, 42, 24]} />}>
        <LoginForm />
      </ApolloBoundary>
    </AuthCard>
  );
}
