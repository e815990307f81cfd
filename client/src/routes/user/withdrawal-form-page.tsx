import { PageHeader } from '../../components/page-header';

export function WithdrawalFormPage() {
  return <PageHeader title="Withdrawal Details" />;
}
