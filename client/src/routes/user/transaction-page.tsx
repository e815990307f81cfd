import { PageHeader } from '../../components/page-header';
import { TransactionList } from '../../features/transactions/components/transaction-list';
import { TransactionTabs } from '../../features/transactions/components/transaction-tabs';
import { StatementDownload } from '../../features/statements/components/statement-download';

export function TransactionPage() {
  return (
    <>
      <PageHeader title="Transaction History" />
      <StatementDownload />
      <TransactionTabs />
      <TransactionList filter="ALL" />
    </>
  );
}
