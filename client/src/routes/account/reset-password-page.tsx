import { useSearchParams } from 'react-router-dom';
import { AuthCard } from '../../components/auth-card';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  return (
    <AuthCard title="Reset password" subtitle="Choose a new password for your account.">
      <ResetPasswordForm token={searchParams.get('token') ?? ''} />
    </AuthCard>
  );
}
