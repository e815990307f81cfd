import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import { Island } from '../../components/island';
import { paths } from '../../app/paths';
import { PageTitle } from '../../components/page-title';
import { PageHero } from '../../features/public-site/components/page-hero';
import { FaqEntries } from './public-islands';

export function FaqPage() {
  const { t } = useTranslation('public');

  return (
    <>
      <PageTitle title={t('faq.meta.title')} description={t('faq.meta.description')} />
      <PageHero eyebrow={t('faq.hero.eyebrow')} title={t('faq.hero.title')} subtitle={t('faq.hero.subtitle')} />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Box sx={{ display: 'grid', gap: { xs: 4, md: 5 }, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
          <Box component="section" aria-label={t('faq.listLabel')}>
            <Island name="faqEntries">
              <FaqEntries />
            </Island>
          </Box>
          <Card component="aside" aria-labelledby="faq-contact-title" sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
            <CardContent sx={{ p: { xs: 3, md: 4 } }}>
              <ForumOutlinedIcon aria-hidden sx={{ color: 'primary.main', fontSize: 40, mb: 1 }} />
              <Typography id="faq-contact-title" variant="h2" sx={{ fontSize: '1.3rem', fontWeight: 700, mb: 1 }}>
                {t('faq.contact.title')}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 2.5, lineHeight: 1.65 }}>
                {t('faq.contact.text')}
              </Typography>
              <Button component={RouterLink} to={paths.contact.href()} variant="contained">
                {t('faq.contact.action')}
              </Button>
            </CardContent>
          </Card>
        </Box>
      </Container>
    </>
  );
}
