import { PageHeader } from '../../components/page-header';
import { TransactionList } from '../../features/transactions/components/transaction-list';
import { TransactionTabs } from '../../features/transactions/components/transaction-tabs';

export function TransactionPage() {
  return (
    <>
      <PageHeader title="Transaction History" />
      <TransactionTabs />
      <TransactionList filter="ALL" />
    </>
  );
}
