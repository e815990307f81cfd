import { PublicPage } from '../../components/public-page';

export function CryptocurrencyPage() {
  return <PublicPage title="Cryptocurrency" />;
}
