import { PageHeader } from '../../components/page-header';

export function InvestmentPage() {
  return <PageHeader title="Investment" />;
}
