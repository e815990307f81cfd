import { AuthCard } from '../../components/auth-card';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';

export function ForgotPasswordPage() {
  return (
    <AuthCard title="Forgot password" subtitle="Enter your email and we will send you a link to reset your password.">
      <ForgotPasswordForm />
    </AuthCard>
  );
}
