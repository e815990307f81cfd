import { lazy, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ApolloBoundary } from '../../app/apollo-boundary';
import { AuthCard } from '../../components/auth-card';
import { FormSkeleton } from '../../components/form-skeleton';

// The card and its heading show at once; the form comes with Apollo, loaded side by side.
const loadForm = () => import('../../features/auth/components/reset-password-form');
const ResetPasswordForm = lazy(async () => ({ default: (await loadForm()).ResetPasswordForm }));

export function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const [searchParams] = useSearchParams();
  useEffect(() => void loadForm(), []);
  return (
    <AuthCard title={t('resetPassword.title')} subtitle={t('resetPassword.subtitle')} description={t('resetPassword.description')}>
      <ApolloBoundary fallback={<FormSkeleton rows={[56, 56, 42]} />}>
        <ResetPasswordForm token={searchParams.get('token') ?? ''} />
      </ApolloBoundary>
    </AuthCard>
  );
}
