import { useSearchParams } from 'react-router-dom';
import { AuthCard } from '../../components/auth-card';
import { RegisterForm } from '../../features/auth/components/register-form';

export function RegisterPage() {
  const [searchParams] = useSearchParams();
  return (
    <AuthCard title="Create an account" subtitle="Start investing in a few minutes.">
      <RegisterForm referralId={searchParams.get('referralid') ?? ''} />
    </AuthCard>
  );
}
