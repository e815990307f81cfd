import { PageHeader } from '../../components/page-header';

export function DepositPage() {
  return <PageHeader title="Deposit" />;
}
