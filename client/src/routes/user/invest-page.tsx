import { PageHeader } from '../../components/page-header';

export function InvestPage() {
  return <PageHeader title="Invest" />;
}
