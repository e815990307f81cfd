import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Island } from '../../components/island';
import { PageTitle } from '../../components/page-title';
import { PageHero } from '../../features/public-site/components/page-hero';
import { PageSection } from '../../features/public-site/components/page-section';
import { PlansHeroAction, PlansList } from './public-islands';

const STEPS = ['step1', 'step2', 'step3'] as const;

export function OurPlansPage() {
  const { t } = useTranslation('public');

  return (
    <>
      <PageTitle title={t('plans.meta.title')} description={t('plans.meta.description')} />
      <PageHero
        eyebrow={t('plans.hero.eyebrow')}
        title={t('plans.hero.title')}
        subtitle={t('plans.hero.subtitle')}
        actions={
          <Island name="plansHeroAction">
            <PlansHeroAction />
          </Island>
        }
      />

      <PageSection title={t('plans.list.title')} intro={t('plans.list.intro')}>
        <Island name="plansList">
          <PlansList />
        </Island>
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
