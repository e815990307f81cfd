import { PublicPage } from '../../components/public-page';

export function AgriculturePage() {
  return <PublicPage title="Agriculture" />;
}
