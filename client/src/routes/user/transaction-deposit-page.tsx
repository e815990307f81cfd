import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { TransactionList } from '../../features/transactions/components/transaction-list';
import { TransactionTabs } from '../../features/transactions/components/transaction-tabs';

export function TransactionDepositPage() {
  const { t } = useTranslation('history');
  return (
    <>
      <PageHeader title={t('pages.deposit')} />
      <TransactionTabs />
      <TransactionList filter="DEPOSIT" />
    </>
  );
}
