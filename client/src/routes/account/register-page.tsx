import { lazy, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ApolloBoundary } from '../../app/apollo-boundary';
import { AuthCard } from '../../components/auth-card';
import { FormSkeleton } from '../../components/form-skeleton';

// The card and its heading show at once; the form comes with Apollo, loaded side by side.
const loadForm = () => import('../../features/auth/components/register-form');
const RegisterForm = lazy(async () => ({ default: (await loadForm()).RegisterForm }));

export function RegisterPage() {
  const { t } = useTranslation('account');
  const [searchParams] = useSearchParams();
  useEffect(() => void loadForm(), []);
  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')} description={t('register.description')}>
      <ApolloBoundary fallback={<FormSkeleton rows={[56, 56, 56, 56, 79, 42, 42, 24]} />}>
        <RegisterForm referralId={searchParams.get('referralid') ?? ''} />
      </ApolloBoundary>
    </AuthCard>
  );
}
