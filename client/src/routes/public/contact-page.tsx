import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Island } from '../../components/island';
import { PageTitle } from '../../components/page-title';
import { ContactForm } from '../../features/contact/components/contact-form';
import { PageHero } from '../../features/public-site/components/page-hero';
import { ContactDetails, ContactHours, ContactMap } from './public-islands';

export function ContactPage() {
  const { t } = useTranslation('public');

  return (
    <>
      <PageTitle title={t('contact.meta.title')} description={t('contact.meta.description')} />
      <PageHero eyebrow={t('contact.hero.eyebrow')} title={t('contact.hero.title')} subtitle={t('contact.hero.subtitle')} />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
          <Card component="section" aria-labelledby="contact-form-title">
            <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
              <Typography id="contact-form-title" variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.6rem' }, fontWeight: 700, mb: 1 }}>
                {t('contact.form.title')}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 3 }}>
                {t('contact.form.intro')}
              </Typography>
              <Island name="contactForm">
                <ContactForm />
              </Island>
            </CardContent>
          </Card>
          <Stack spacing={4}>
            <Card component="section" aria-labelledby="contact-details-title">
              <CardContent sx={{ p: { xs: 2.5, md: 3.5 } }}>
                <Typography id="contact-details-title" variant="h2" sx={{ fontSize: '1.3rem', fontWeight: 700, mb: 2.5 }}>
                  {t('contact.details.title')}
                </Typography>
                <Island name="contactDetails">
                  <ContactDetails />
                </Island>
              </CardContent>
            </Card>
            <Card component="section" aria-labelledby="opening-hours-title">
              <CardContent sx={{ p: { xs: 2.5, md: 3.5 } }}>
                <Typography id="opening-hours-title" variant="h2" sx={{ fontSize: '1.3rem', fontWeight: 700, mb: 1.5 }}>
                  {t('contact.hours.title')}
                </Typography>
                <Island name="contactHours">
                  <ContactHours />
                </Island>
              </CardContent>
            </Card>
          </Stack>
        </Box>
        <Box component="section" aria-labelledby="map-title" sx={{ mt: { xs: 5, md: 7 } }}>
          <Typography id="map-title" variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.6rem' }, fontWeight: 700, mb: 1 }}>
            {t('contact.map.title')}
          </Typography>
          <Island name="contactMap">
            <ContactMap />
          </Island>
        </Box>
      </Container>
    </>
  );
}
