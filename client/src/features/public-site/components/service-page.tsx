import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import { paths } from '../../../app/paths';
import { IconCard } from './icon-card';
import { PageHero, heroButtonSx } from './page-hero';
import { PageSection } from './page-section';

export type ServiceId = 'realEstate' | 'goldInvestment' | 'agriculture' | 'cryptocurrency';

const ITEMS = ['item1', 'item2', 'item3', 'item4'] as const;
const STEPS = ['step1', 'step2', 'step3'] as const;
const RISKS = ['risk1', 'risk2', 'risk3'] as const;

interface ServicePageProps {
  service: ServiceId;
  /** The service's emblem, drawn large beside the hero text. */
  icon: ReactNode;
  /** One icon per "what we invest in" card, in order. */
  itemIcons: [ReactNode, ReactNode, ReactNode, ReactNode];
}

/**
 * The four service pages share this layout: a hero, what we invest in, how it works, the risks,
 * and a call to action. Every word comes from `services.<service>.*` in the public namespace.
 */
export function ServicePage({ service, icon, itemIcons }: ServicePageProps) {
  const { t } = useTranslation('public');
  const key = (rest: string) => `services.${service}.${rest}`;

  return (
    <>
      <PageHero
        eyebrow={t('services.shared.eyebrow')}
        title={t(key('title'))}
        subtitle={t(key('intro'))}
        actions={
          <>
            <Button component={RouterLink} to={paths.ourPlans.href()} variant="contained" size="large" sx={heroButtonSx.primary}>
              {t('services.shared.seePlans')}
            </Button>
            <Button component={RouterLink} to={paths.account.register.href()} variant="outlined" size="large" sx={heroButtonSx.secondary}>
              {t('services.shared.openAccount')}
            </Button>
          </>
        }
        aside={
          <Box
            aria-hidden
            sx={{
              display: { xs: 'none', md: 'grid' },
              placeItems: 'center',
              width: 260,
              height: 260,
              mx: 'auto',
              borderRadius: '50%',
              bgcolor: 'rgba(255,255,255,0.08)',
              border: '1px solid rgba(255,255,255,0.25)',
              color: '#ffd36b',
              '& svg': { fontSize: 120 },
            }}
          >
            {icon}
          </Box>
        }
      />

      <PageSection title={t('services.shared.investTitle')} intro={t(key('investIntro'))}>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}>
          {ITEMS.map((item, index) => (
            <IconCard key={item} icon={itemIcons[index]} title={t(key(`invest.${item}.title`))}>
              {t(key(`invest.${item}.text`))}
            </IconCard>
          ))}
        </Box>
      </PageSection>

      <PageSection title={t('services.shared.howTitle')} tone="paper">
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
                  fontSize: '1.1rem',
                }}
              >
                {index + 1}
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.15rem', mb: 0.75 }}>
                  {t(key(`how.${step}.title`))}
                </Typography>
                <Typography color="text.secondary" sx={{ lineHeight: 1.65 }}>
                  {t(key(`how.${step}.text`))}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </PageSection>

      <PageSection title={t('services.shared.risksTitle')} intro={t('services.shared.risksIntro')}>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: { xs: 2.5, md: 4 },
            m: 0,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
            bgcolor: '#fffaf0',
            border: 1,
            borderColor: '#f3d28b',
            borderRadius: 2,
          }}
        >
          {RISKS.map((risk) => (
            <Box component="li" key={risk} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
              <ReportProblemOutlinedIcon aria-hidden sx={{ color: '#9a5b00', mt: 0.25 }} />
              <Box sx={{ minWidth: 0 }}>
                <Typography component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
                  {t(key(`risks.${risk}.title`))}
                </Typography>
                <Typography variant="body2" sx={{ color: '#4a3b1f', lineHeight: 1.65 }}>
                  {t(key(`risks.${risk}.text`))}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </PageSection>

      <PageSection title={t(key('cta.title'))} intro={t(key('cta.text'))} tone="dark" align="center">
        <Box sx={{ display: 'flex', justifyContent: 'center', flexWrap: 'wrap', gap: 1.5 }}>
          <Button component={RouterLink} to={paths.account.register.href()} variant="contained" size="large" sx={heroButtonSx.primary}>
            {t('services.shared.getStarted')}
          </Button>
          <Button component={RouterLink} to={paths.ourPlans.href()} variant="outlined" size="large" sx={heroButtonSx.secondary}>
            {t('services.shared.seePlans')}
          </Button>
        </Box>
      </PageSection>
    </>
  );
}
