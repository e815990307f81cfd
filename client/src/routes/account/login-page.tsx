import { AuthCard } from '../../components/auth-card';
import { LoginForm } from '../../features/auth/components/login-form';

export function LoginPage() {
  return (
    <AuthCard title="Login" subtitle="Welcome back! Sign in to your account.">
      <LoginForm />
    </AuthCard>
  );
}
