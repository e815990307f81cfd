import { PageHeader } from '../../components/page-header';
import { TransactionTabs } from '../../features/transactions/components/transaction-tabs';

export function TransactionDepositPage() {
  return (
    <>
      <PageHeader title="Deposit History" />
      <TransactionTabs />
    </>
  );
}
