import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import { paths } from '../../app/paths';
import { PageTitle } from '../../components/page-title';
import { PageHero } from '../../features/public-site/components/page-hero';
import { TermsText, termsBlocks } from '../../features/site-content/components/terms-text';
import { useSiteContent } from '../../features/site-content/hooks/use-site-content';

export { termsBlocks };

/** The Terms of use (site content `terms`, which admins edit per language), linked from sign-up and the footer. */
export function TermsPage() {
  const { t } = useTranslation('public');
  const { content, error } = useSiteContent();
  const blocks = content ? termsBlocks(content.terms ?? '') : [];

  return (
    <>
      <PageTitle title={t('terms.meta.title')} description={t('terms.meta.description')} />
      <PageHero eyebrow={t('terms.hero.eyebrow')} title={t('terms.hero.title')} subtitle={t('terms.hero.subtitle')} />
      <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
        {!content && !error && (
          <Box aria-busy="true">
            <Skeleton variant="text" sx={{ fontSize: '1.5rem', width: '40%' }} />
            <Skeleton variant="text" />
            <Skeleton variant="text" width="80%" />
          </Box>
        )}
        {(error || (content && !blocks.length)) && (
          <Alert severity="info">
            {t('terms.unavailable')}{' '}
            <Link component={RouterLink} to={paths.contact.href()}>
              {t('terms.contact')}
            </Link>
          </Alert>
        )}
        {blocks.length > 0 && <TermsText blocks={blocks} />}
      </Container>
    </>
  );
}
