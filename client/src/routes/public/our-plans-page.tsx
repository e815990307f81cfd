import { PublicPage } from '../../components/public-page';

export function OurPlansPage() {
  return <PublicPage title="Our Plans" />;
}
