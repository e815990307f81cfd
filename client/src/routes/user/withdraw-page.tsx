import { PageHeader } from '../../components/page-header';

export function WithdrawPage() {
  return <PageHeader title="Withdraw" />;
}
