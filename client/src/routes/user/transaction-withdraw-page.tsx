import { PageHeader } from '../../components/page-header';
import { TransactionList } from '../../features/transactions/components/transaction-list';
import { TransactionTabs } from '../../features/transactions/components/transaction-tabs';

export function TransactionWithdrawPage() {
  return (
    <>
      <PageHeader title="Withdrawal History" />
      <TransactionTabs />
      <TransactionList filter="WITHDRAWAL" />
    </>
  );
}
