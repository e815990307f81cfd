// The public shell's islands (components/island.tsx): the header with the visitor's sign-in
// state and the footer's risk warning from the site content.
import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { PublicHeader } from '../../components/layouts/public-header';
import { useSessionStatus } from '../../features/auth/hooks/use-session-status';
import { useSiteContent } from '../../features/site-content/hooks/use-site-content';

export function HeaderIsland() {
  // Only decides between "Login / Get Started" and "Dashboard"; a signed-out visitor is fine here.
  // GET /api/session with fetch: public pages do not load Apollo.
  return <PublicHeader signedIn={useSessionStatus()} />;
}

/** The operator's risk warning from site content; a built-in sentence stands in while it loads or when it cannot. */
export function FooterRiskWarning() {
  const { t } = useTranslation('common');
  const { content } = useSiteContent();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 2, maxWidth: 360 }}>
      {content?.riskWarning?.trim() || t('footer.riskWarning')}
    </Typography>
  );
}
