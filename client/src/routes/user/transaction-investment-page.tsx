import { PageHeader } from '../../components/page-header';
import { TransactionList } from '../../features/transactions/components/transaction-list';
import { TransactionTabs } from '../../features/transactions/components/transaction-tabs';

export function TransactionInvestmentPage() {
  return (
    <>
      <PageHeader title="Investment History" />
      <TransactionTabs />
      <TransactionList filter="INVESTMENT" />
    </>
  );
}
