import { PublicPage } from '../../components/public-page';

export function GoldInvestmentPage() {
  return <PublicPage title="Gold Investment" />;
}
