import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { TransactionList } from '../../features/transactions/components/transaction-list';
import { TransactionTabs } from '../../features/transactions/components/transaction-tabs';
import { StatementDownload } from '../../features/statements/components/statement-download';

export function TransactionPage() {
  const { t } = useTranslation('history');
  return (
    <>
      <PageHeader title={t('pages.all')} />
      <StatementDownload />
      <TransactionTabs />
      <TransactionList filter="ALL" />
    </>
  );
}
