import { PageHeader } from '../../components/page-header';

export function ConfirmInvestmentPage() {
  return <PageHeader title="Confirm Investment" />;
}
