import { PublicPage } from '../../components/public-page';

export function FaqPage() {
  return <PublicPage title="Frequently Asked Questions" />;
}
