// The parts of the public pages (About, Our Plans, FAQ, Contact) that change in the browser:
// what the site content, the plans and the session say. Each is an island (components/island.tsx): on a
// prerendered page only these hydrate. The home page's are in home-islands.tsx.
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { paths } from '../../app/paths';
import { LocationMap } from '../../components/widgets/location-map';
import { useSessionStatus } from '../../features/auth/hooks/use-session-status';
import { heroButtonSx } from '../../features/public-site/components/page-hero';
import { PlanCard, PlanCardSkeleton } from '../../features/public-site/components/plan-card';
import { usePublicPlans } from '../../features/public-site/hooks/use-public-plans';
import { CompanyContacts } from '../../features/site-content/components/company-contacts';
import { FaqList } from '../../features/site-content/components/faq-list';
import { IncorporationCertificate } from '../../features/site-content/components/incorporation-certificate';
import { OpeningHours } from '../../features/site-content/components/opening-hours';
import { RiskWarning } from '../../features/site-content/components/risk-warning';
import { useSiteContent } from '../../features/site-content/hooks/use-site-content';
import { PageLink } from '../../components/page-link';

/** Frames shown while the plans load: as many as the seeded catalogue. */
const PLACEHOLDERS = [1, 2, 3, 4, 5];

/** About: the certificate of incorporation. */
export function AboutCertificate() {
  const { content, error } = useSiteContent();
  return <IncorporationCertificate company={content?.company} loading={!content && !error} />;
}

/** About: the support email and phone. */
export function AboutSupportContacts() {
  const { t } = useTranslation('public');
  const { content, error } = useSiteContent();
  return (
    <>
      <CompanyContacts company={content?.company} loading={!content && !error} fields={['email', 'phone']} />
      {error && !content && <Typography color="text.secondary">{t('about.support.contactFallback')}</Typography>}
    </>
  );
}

/** Our Plans: the hero's button, to a deposit when signed in, else to registration. */
export function PlansHeroAction() {
  const { t } = useTranslation('public');
  const signedIn = useSessionStatus();
  // Until the session answers, the link leads where a visitor (most people here) should go.
  return (
    <Button
      component={PageLink}
      to={signedIn ? paths.user.deposit.href() : paths.account.register.href()}
      variant="contained"
      size="large"
      sx={heroButtonSx.primary}
    >
      {signedIn ? t('plans.hero.deposit') : t('plans.hero.getStarted')}
    </Button>
  );
}

/** Our Plans: the plans (or why there are none) and the risk warning under them. */
export function PlansList() {
  const { t } = useTranslation('public');
  const signedIn = useSessionStatus();
  const { content, error } = useSiteContent();
  const plans = usePublicPlans();
  const investTo = signedIn ? paths.user.plans.href() : paths.account.register.href();
  return (
    <>
      {plans.error && <Alert severity="error">{t('plans.list.unavailable')}</Alert>}
      {plans.plans?.length === 0 && <Alert severity="info">{t('plans.list.none')}</Alert>}
      {!plans.error && plans.plans?.length !== 0 && (
        <Box
          aria-busy={!plans.plans}
          sx={{
            display: 'grid',
            gap: { xs: 3, lg: 2 },
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr))' },
          }}
        >
          {plans.plans
            ? plans.plans.map((plan) => <PlanCard key={plan.uniqId} plan={plan} investTo={investTo} />)
            : PLACEHOLDERS.map((n) => <PlanCardSkeleton key={n} />)}
        </Box>
      )}
      <Box sx={{ mt: 4 }}>
        <RiskWarning text={content?.riskWarning} loading={!content && !error} />
      </Box>
    </>
  );
}

/** FAQ: the questions as accordions (or why they cannot be shown). */
export function FaqEntries() {
  const { t } = useTranslation('public');
  const { content, error } = useSiteContent();
  if (error && !content) {
    return (
      <Typography color="text.secondary" sx={{ fontSize: '1.05rem' }}>
        {t('faq.unavailable')}
      </Typography>
    );
  }
  return <FaqList faq={content?.faq} loading={!content} />;
}

/** Contact: the company's addresses and numbers. */
export function ContactDetails() {
  const { t } = useTranslation('public');
  const { content, error } = useSiteContent();
  if (error && !content) return <Typography color="text.secondary">{t('contact.details.unavailable')}</Typography>;
  return <CompanyContacts company={content?.company} loading={!content} />;
}

/** Contact: the opening hours. */
export function ContactHours() {
  const { content, error } = useSiteContent();
  return <OpeningHours hours={content?.openingHours} loading={!content && !error} />;
}

/** Contact: the office's address and its map. */
export function ContactMap() {
  const { t } = useTranslation('public');
  const { content } = useSiteContent();
  return (
    <>
      {content?.company.address && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          <bdi>{content.company.address}</bdi>
        </Typography>
      )}
      <LocationMap point={content?.company.map} title={t('contact.map.frameTitle')} />
    </>
  );
}
