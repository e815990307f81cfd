import { PageHeader } from '../../components/page-header';
import { TransactionList } from '../../features/transactions/components/transaction-list';
import { TransactionTabs } from '../../features/transactions/components/transaction-tabs';

export function TransactionDepositPage() {
  return (
    <>
      <PageHeader title="Deposit History" />
      <TransactionTabs />
      <TransactionList filter="DEPOSIT" />
    </>
  );
}
