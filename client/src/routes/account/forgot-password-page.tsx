import { lazy, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApolloBoundary } from '../../app/apollo-boundary';
import { AuthCard } from '../../components/auth-card';
import { FormSkeleton } from '../../components/form-skeleton';

// The card and its heading show at once; the form comes with Apollo, loaded side by side.
const loadForm = () => import('../../features/auth/components/forgot-password-form');
const ForgotPasswordForm = lazy(async () => ({ default: (await loadForm()).ForgotPasswordForm }));

export function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  useEffect(() => void loadForm(), []);
  return (
    <AuthCard title={t('forgotPassword.title')} subtitle={t('forgotPassword.subtitle')} description={t('forgotPassword.description')}>
      <ApolloBoundary fallback={<FormSkeleton rows={[56, 42, 24]} />}>
        <ForgotPasswordForm />
      </ApolloBoundary>
    </AuthCard>
  );
}
