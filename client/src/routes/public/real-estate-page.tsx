import { PublicPage } from '../../components/public-page';

export function RealEstatePage() {
  return <PublicPage title="Real Estate" />;
}
