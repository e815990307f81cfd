import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import AgricultureOutlinedIcon from '@mui/icons-material/AgricultureOutlined';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import CardGiftcardOutlinedIcon from '@mui/icons-material/CardGiftcardOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import CurrencyBitcoinIcon from '@mui/icons-material/CurrencyBitcoin';
import DonutLargeOutlinedIcon from '@mui/icons-material/DonutLargeOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import TollOutlinedIcon from '@mui/icons-material/TollOutlined';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { Island } from '../../components/island';
import { paths } from '../../app/paths';
import { PageTitle } from '../../components/page-title';
import { IconCard } from '../../features/public-site/components/icon-card';
import { PageHero, heroButtonSx } from '../../features/public-site/components/page-hero';
import { PageSection } from '../../features/public-site/components/page-section';
import { visuallyHidden } from '../../components/visually-hidden';
import { TickerTape } from '../../components/widgets/ticker-tape';
import { HomeCounters, HomeInvestors, HomeReferral, HomeTestimonials } from './home-islands';

const SERVICES = [
  { key: 'realEstate', to: paths.realEstate.href(), icon: <ApartmentOutlinedIcon /> },
  { key: 'goldInvestment', to: paths.goldInvestment.href(), icon: <TollOutlinedIcon /> },
  { key: 'agriculture', to: paths.agriculture.href(), icon: <AgricultureOutlinedIcon /> },
  { key: 'cryptocurrency', to: paths.cryptocurrency.href(), icon: <CurrencyBitcoinIcon /> },
] as const;

const POINTS = ['point1', 'point2', 'point3'] as const;
const PROMISES = ['promise1', 'promise2', 'promise3'] as const;

export function HomePage() {
  const { t } = useTranslation('public');
  const learnMoreContext = t('home.hero.learnMoreContext');

  return (
    <>
      <PageTitle title={t('home.meta.title')} description={t('home.meta.description')} />
      <PageHero
        size="large"
        eyebrow={t('home.hero.eyebrow')}
        title={t('home.hero.title')}
        subtitle={t('home.hero.subtitle')}
        actions={
          <>
            <Button component={RouterLink} to={paths.about.href()} variant="contained" size="large" sx={heroButtonSx.primary}>
              {t('home.hero.learnMore')}
              {/* Read out ("Learn More about us"), not shown: a link's name should say where it goes.
                  A leading space stays outside the hidden span, where name computation keeps it. */}
              {learnMoreContext.slice(0, learnMoreContext.length - learnMoreContext.trimStart().length)}
              <Box component="span" sx={visuallyHidden}>
                {learnMoreContext.trimStart()}
              </Box>
            </Button>
            <Button component={RouterLink} to={paths.ourPlans.href()} variant="outlined" size="large" sx={heroButtonSx.secondary}>
              {t('home.hero.seePlans')}
            </Button>
          </>
        }
        aside={
          <Box component="nav" aria-label={t('home.hero.servicesLabel')}>
            <Box
              component="ul"
              sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: { xs: 1.5, md: 2 }, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}
            >
              {SERVICES.map((service) => (
                <li key={service.key}>
                  <Box
                    component={RouterLink}
                    to={service.to}
                    sx={{
                      display: 'flex',
                      flexDirection: 'column',
                      gap: 1,
                      p: { xs: 2, md: 2.5 },
                      height: '100%',
                      borderRadius: 2,
                      color: '#fff',
                      textDecoration: 'none',
                      bgcolor: 'rgba(255,255,255,0.08)',
                      border: '1px solid rgba(255,255,255,0.22)',
                      transition: 'background-color 0.2s, border-color 0.2s',
                      '&:hover, &:focus-visible': { bgcolor: 'rgba(255,255,255,0.16)', borderColor: '#ffd36b' },
                      '&:focus-visible': { outline: '2px solid #ffd36b', outlineOffset: 2 },
                    }}
                  >
                    <Box aria-hidden sx={{ color: '#ffd36b', display: 'flex', '& svg': { fontSize: { xs: 28, md: 34 } } }}>
                      {service.icon}
                    </Box>
                    <Typography component="span" sx={{ fontWeight: 700, fontSize: { xs: '0.95rem', md: '1.05rem' } }}>
                      {t(`home.services.${service.key}.name`)}
                    </Typography>
                    <Typography component="span" sx={{ fontSize: '0.85rem', color: 'rgba(255,255,255,0.85)', display: { xs: 'none', sm: 'block' } }}>
                      {t(`home.services.${service.key}.tagline`)}
                    </Typography>
                  </Box>
                </li>
              ))}
            </Box>
          </Box>
        }
      />

      <Box component="section" aria-label={t('widgets.ticker.title')}>
        <Island name="tickerTape">
          <TickerTape />
        </Island>
      </Box>

      <PageSection eyebrow={t('home.invest.eyebrow')} title={t('home.invest.title')}>
        <Box sx={{ display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
          <Box>
            <Typography sx={{ fontSize: { md: '1.1rem' }, lineHeight: 1.75, color: 'text.secondary', mb: 2 }}>{t('home.invest.text1')}</Typography>
            <Typography sx={{ fontSize: { md: '1.1rem' }, lineHeight: 1.75, color: 'text.secondary' }}>{t('home.invest.text2')}</Typography>
          </Box>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
            {POINTS.map((point) => (
              <Box
                component="li"
                key={point}
                sx={{
                  display: 'flex',
                  gap: 1.5,
                  alignItems: 'flex-start',
                  p: 2,
                  bgcolor: 'background.paper',
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 2,
                }}
              >
                <CheckCircleOutlineIcon aria-hidden sx={{ color: 'success.main', mt: 0.25 }} />
                <Box>
                  <Typography sx={{ fontWeight: 700 }}>{t(`home.invest.${point}.title`)}</Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.65 }}>
                    {t(`home.invest.${point}.text`)}
                  </Typography>
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
      </PageSection>

      <PageSection tone="paper" eyebrow={t('home.inflation.eyebrow')} title={t('home.inflation.title')} intro={t('home.inflation.intro')}>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <ComparisonCard tone="down" icon={<TrendingDownIcon />} title={t('home.inflation.idle.title')} text={t('home.inflation.idle.text')} />
          <ComparisonCard tone="up" icon={<TrendingUpIcon />} title={t('home.inflation.invested.title')} text={t('home.inflation.invested.text')} />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
          {t('home.inflation.note')}
        </Typography>
      </PageSection>

      <PageSection eyebrow={t('home.info.eyebrow')} title={t('home.info.title')} align="center">
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
          <IconCard icon={<DonutLargeOutlinedIcon />} title={t('home.info.diversified.title')}>
            {t('home.info.diversified.text')}
          </IconCard>
          <IconCard icon={<ReceiptLongOutlinedIcon />} title={t('home.info.transparent.title')}>
            {t('home.info.transparent.text')}
          </IconCard>
          <IconCard icon={<ShieldOutlinedIcon />} title={t('home.info.secure.title')}>
            {t('home.info.secure.text')}
          </IconCard>
        </Box>
      </PageSection>

      <PageSection tone="paper" eyebrow={t('home.about.eyebrow')} title={t('home.about.title')}>
        <Box sx={{ display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' }, alignItems: 'center' }}>
          <Box>
            <Typography sx={{ fontSize: { md: '1.1rem' }, lineHeight: 1.75, color: 'text.secondary', mb: 2 }}>{t('home.about.text1')}</Typography>
            <Typography sx={{ fontSize: { md: '1.1rem' }, lineHeight: 1.75, color: 'text.secondary', mb: 3 }}>{t('home.about.text2')}</Typography>
            <Button component={RouterLink} to={paths.account.register.href()} variant="contained" size="large" sx={{ px: 4 }}>
              {t('home.about.joinNow')}
            </Button>
          </Box>
          <Card sx={{ bgcolor: 'background.default' }}>
            <CardContent sx={{ p: { xs: 3, md: 4 } }}>
              <Island name="homeInvestors">
                <HomeInvestors />
              </Island>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 3, display: 'grid', gap: 1.25 }}>
                {PROMISES.map((promise) => (
                  <Box component="li" key={promise} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                    <CheckCircleOutlineIcon aria-hidden fontSize="small" sx={{ color: 'success.main', mt: 0.25 }} />
                    <Typography variant="body2" sx={{ lineHeight: 1.6 }}>
                      {t(`home.about.${promise}`)}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </CardContent>
          </Card>
        </Box>
      </PageSection>

      <Island name="homeCounters">
        <HomeCounters />
      </Island>

      <Island name="homeTestimonials">
        <HomeTestimonials />
      </Island>

      <Box component="section" aria-labelledby="referral-title" sx={{ py: { xs: 6, md: 9 }, bgcolor: 'background.default' }}>
        <Container maxWidth="lg">
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: '1fr', md: 'auto 1fr auto' },
              alignItems: 'center',
              p: { xs: 3, md: 5 },
              borderRadius: 3,
              background: 'linear-gradient(135deg, #fff6df 0%, #ffe9b3 100%)',
              border: '1px solid #f3d28b',
            }}
          >
            <Box
              aria-hidden
              sx={{
                display: 'grid',
                placeItems: 'center',
                width: 72,
                height: 72,
                borderRadius: '50%',
                bgcolor: '#fff',
                color: '#9a5b00',
                '& svg': { fontSize: 36 },
              }}
            >
              <CardGiftcardOutlinedIcon />
            </Box>
            <Box>
              <Island name="homeReferral">
                <HomeReferral />
              </Island>
            </Box>
            <Button
              component={RouterLink}
              to={paths.account.register.href()}
              variant="contained"
              size="large"
              sx={{ justifySelf: { xs: 'start', md: 'end' }, px: 4 }}
            >
              {t('home.referral.action')}
            </Button>
          </Box>
        </Container>
      </Box>
    </>
  );
}

function ComparisonCard({ tone, icon, title, text }: { tone: 'up' | 'down'; icon: ReactNode; title: string; text: string }) {
  const color = tone === 'up' ? '#1e7a3a' : '#b3261e';
  return (
    <Card sx={{ height: '100%', borderInlineStart: '4px solid', borderInlineStartColor: color }}>
      <CardContent sx={{ p: { xs: 3, md: 4 }, display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <Box aria-hidden sx={{ color, display: 'flex', '& svg': { fontSize: 40 } }}>
          {icon}
        </Box>
        <Box>
          <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.2rem', mb: 1 }}>
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ lineHeight: 1.7 }}>
            {text}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
