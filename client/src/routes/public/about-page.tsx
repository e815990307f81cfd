import { PublicPage } from '../../components/public-page';

export function AboutPage() {
  return <PublicPage title="About Us" />;
}
