import { PageHeader } from '../../components/page-header';
import { TransactionTabs } from '../../features/transactions/components/transaction-tabs';

export function TransactionInvestmentPage() {
  return (
    <>
      <PageHeader title="Investment History" />
      <TransactionTabs />
    </>
  );
}
