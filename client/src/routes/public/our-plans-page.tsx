import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { paths } from '../../app/paths';
import { PageTitle } from '../../components/page-title';
import { useSessionStatus } from '../../features/auth/hooks/use-session-status';
import { PageHero, heroButtonSx } from '../../features/public-site/components/page-hero';
import { PageSection } from '../../features/public-site/components/page-section';
import { PlanCard, PlanCardSkeleton } from '../../features/public-site/components/plan-card';
import { usePublicPlans } from '../../features/public-site/hooks/use-public-plans';
import { RiskWarning } from '../../features/site-content/components/risk-warning';
import { useSiteContent } from '../../features/site-content/hooks/use-site-content';

const STEPS = ['step1', 'step2', 'step3'] as const;
/** Frames shown while the plans load: as many as the seeded catalogue. */
const PLACEHOLDERS = [1, 2, 3, 4, 5];

export function OurPlansPage() {
  const { t } = useTranslation('public');
  const signedIn = useSessionStatus();
  const { content, error } = useSiteContent();
  const plans = usePublicPlans();
  // Until the session answers, links lead where a visitor (most people here) should go.
  const heroTo = signedIn ? paths.user.deposit.href() : paths.account.register.href();
  const investTo = signedIn ? paths.user.plans.href() : paths.account.register.href();

  return (
    <>
      <PageTitle title={t('plans.meta.title')} description={t('plans.meta.description')} />
      <PageHero
        eyebrow={t('plans.hero.eyebrow')}
        title={t('plans.hero.title')}
        subtitle={t('plans.hero.subtitle')}
        actions={
          <Button component={RouterLink} to={heroTo} variant="contained" size="large" sx={heroButtonSx.primary}>
            {signedIn ? t('plans.hero.deposit') : t('plans.hero.getStarted')}
          </Button>
        }
      />

      <PageSection title={t('plans.list.title')} intro={t('plans.list.intro')}>
        {plans.error && <Alert severity="error">{t('plans.list.unavailable')}</Alert>}
        {plans.plans?.length === 0 && <Alert severity="info">{t('plans.list.none')}</Alert>}
        {!plans.error && plans.plans?.length !== 0 && (
          <Box
            aria-busy={!plans.plans}
            sx={{
              display: 'grid',
              gap: 3,
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
      </PageSection>

      <PageSection tone="paper" title={t('plans.how.title')}>
        <Box
          component="ol"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: { xs: 3, md: 4 }, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}
        >
          {STEPS.map((step, index) => (
            <Box component="li" key={step} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
              <Box
                aria-hidden
                sx={{
                  flexShrink: 0,
                  display: 'grid',
                  placeItems: 'center',
                  width: 44,
                  height: 44,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                  color: '#fff',
                  fontWeight: 800,
                }}
              >
                {index + 1}
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.15rem', mb: 0.75 }}>
                  {t(`plans.how.${step}.title`)}
                </Typography>
                <Typography color="text.secondary" sx={{ lineHeight: 1.65 }}>
                  {t(`plans.how.${step}.text`)}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </PageSection>
    </>
  );
}
