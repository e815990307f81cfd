import { PageHeader } from '../../components/page-header';
import { TransactionTabs } from '../../features/transactions/components/transaction-tabs';

export function TransactionWithdrawPage() {
  return (
    <>
      <PageHeader title="Withdrawal History" />
      <TransactionTabs />
    </>
  );
}
