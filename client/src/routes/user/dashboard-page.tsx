import { PageHeader } from '../../components/page-header';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user';

export function DashboardPage() {
  const user = useCurrentUser();
  return <PageHeader title="Dashboard" subtitle={`Welcome, ${user.username}! We're glad to see you again.`} />;
}
