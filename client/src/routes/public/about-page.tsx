import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AgricultureOutlinedIcon from '@mui/icons-material/AgricultureOutlined';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import CurrencyBitcoinIcon from '@mui/icons-material/CurrencyBitcoin';
import DonutLargeOutlinedIcon from '@mui/icons-material/DonutLargeOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import TollOutlinedIcon from '@mui/icons-material/TollOutlined';
import { Island } from '../../components/island';
import { paths } from '../../app/paths';
import { PageTitle } from '../../components/page-title';
import { IconCard } from '../../features/public-site/components/icon-card';
import { PageHero, heroButtonSx } from '../../features/public-site/components/page-hero';
import { PageSection } from '../../features/public-site/components/page-section';
import { AboutCertificate, AboutSupportContacts } from './public-islands';

const SERVICES = [
  { key: 'realEstate', to: paths.realEstate.href(), icon: <ApartmentOutlinedIcon /> },
  { key: 'goldInvestment', to: paths.goldInvestment.href(), icon: <TollOutlinedIcon /> },
  { key: 'agriculture', to: paths.agriculture.href(), icon: <AgricultureOutlinedIcon /> },
  { key: 'cryptocurrency', to: paths.cryptocurrency.href(), icon: <CurrencyBitcoinIcon /> },
] as const;

const COMPANY_TEXTS = ['text1', 'text2', 'text3'] as const;

export function AboutPage() {
  const { t } = useTranslation('public');

  return (
    <>
      <PageTitle title={t('about.meta.title')} description={t('about.meta.description')} />
      <PageHero
        eyebrow={t('about.hero.eyebrow')}
        title={t('about.hero.title')}
        subtitle={t('about.hero.subtitle')}
        actions={
          <Button component={RouterLink} to={paths.ourPlans.href()} variant="contained" size="large" sx={heroButtonSx.primary}>
            {t('about.hero.seePlans')}
          </Button>
        }
      />

      <PageSection eyebrow={t('about.company.eyebrow')} title={t('about.company.title')}>
        <Box sx={{ display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' }, alignItems: 'start' }}>
          <Box>
            {COMPANY_TEXTS.map((text) => (
              <Typography key={text} sx={{ fontSize: { md: '1.1rem' }, lineHeight: 1.75, color: 'text.secondary', mb: 2 }}>
                {t(`about.company.${text}`)}
              </Typography>
            ))}
          </Box>
          <Card>
            <CardContent sx={{ p: { xs: 3, md: 4 } }}>
              <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.15rem', mb: 2 }}>
                {t('about.company.servicesTitle')}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
                {SERVICES.map((service) => (
                  <Box component="li" key={service.key} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                    <Box
                      aria-hidden
                      sx={{
                        display: 'grid',
                        placeItems: 'center',
                        width: 40,
                        height: 40,
                        borderRadius: 1.5,
                        bgcolor: 'rgba(11, 92, 173, 0.08)',
                        color: 'primary.main',
                      }}
                    >
                      {service.icon}
                    </Box>
                    <Box sx={{ minWidth: 0 }}>
                      <Link component={RouterLink} to={service.to} underline="hover" sx={{ fontWeight: 700 }}>
                        {t(`home.services.${service.key}.name`)}
                      </Link>
                      <Typography variant="body2" color="text.secondary">
                        {t(`home.services.${service.key}.tagline`)}
                      </Typography>
                    </Box>
                  </Box>
                ))}
              </Box>
            </CardContent>
          </Card>
        </Box>
      </PageSection>

      <PageSection tone="paper" eyebrow={t('about.principles.eyebrow')} title={t('about.principles.title')} align="center">
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
          <IconCard icon={<ReceiptLongOutlinedIcon />} title={t('about.principles.transparency.title')}>
            {t('about.principles.transparency.text')}
          </IconCard>
          <IconCard icon={<ShieldOutlinedIcon />} title={t('about.principles.security.title')}>
            {t('about.principles.security.text')}
          </IconCard>
          <IconCard icon={<DonutLargeOutlinedIcon />} title={t('about.principles.diversification.title')}>
            {t('about.principles.diversification.text')}
          </IconCard>
        </Box>
      </PageSection>

      <PageSection eyebrow={t('about.certificate.eyebrow')} title={t('about.certificate.sectionTitle')} intro={t('about.certificate.intro')} align="center">
        <Box sx={{ maxWidth: 720, mx: 'auto' }}>
          <Island name="aboutCertificate">
            <AboutCertificate />
          </Island>
        </Box>
      </PageSection>

      <PageSection tone="paper" eyebrow={t('about.support.eyebrow')} title={t('about.support.title')}>
        <Box sx={{ display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
          <Box>
            <Typography sx={{ fontSize: { md: '1.1rem' }, lineHeight: 1.75, color: 'text.secondary', mb: 3 }}>{t('about.support.text')}</Typography>
            <Button component={RouterLink} to={paths.contact.href()} variant="contained" size="large" startIcon={<SupportAgentOutlinedIcon />}>
              {t('about.support.contactUs')}
            </Button>
          </Box>
          <Card>
            <CardContent sx={{ p: { xs: 3, md: 4 } }}>
              <Island name="aboutSupportContacts">
                <AboutSupportContacts />
              </Island>
            </CardContent>
          </Card>
        </Box>
      </PageSection>
    </>
  );
}
