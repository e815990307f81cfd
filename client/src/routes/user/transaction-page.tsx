import { PageHeader } from '../../components/page-header';
import { TransactionTabs } from '../../features/transactions/components/transaction-tabs';

export function TransactionPage() {
  return (
    <>
      <PageHeader title="Transaction History" />
      <TransactionTabs />
    </>
  );
}
