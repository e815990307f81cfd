import { PageHeader } from '../../components/page-header';

export function PlansPage() {
  return <PageHeader title="Our Plans" />;
}
