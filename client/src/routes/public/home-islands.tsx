// The parts of the home page that change in the browser: figures and words from the site
// content. Each is an island (components/island.tsx): on a prerendered page only these hydrate.
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { PageSection } from '../../features/public-site/components/page-section';
import { SiteCounters } from '../../features/site-content/components/site-counters';
import { Testimonials } from '../../features/site-content/components/testimonials';
import { useSiteContent } from '../../features/site-content/hooks/use-site-content';
import { formatCount, formatPercent, isFigure } from '../../features/site-content/utils/figures';

/** "60,000 investors joined", a placeholder while loading, a sentence without a figure otherwise. */
export function HomeInvestors() {
  const { t, i18n } = useTranslation('public');
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const { content, error } = useSiteContent();
  // The server says when a live count is too small to publish ("1 investors joined"): the sentence then has no figure.
  const investors =
    content && content.investorCount?.shown !== false && isFigure(content.investorCount?.value) ? formatCount(content.investorCount.value, locale) : null;

  if (!content && !error) {
    return (
      <Box aria-busy="true">
        <Skeleton variant="text" sx={{ fontSize: '2.5rem', width: '50%' }} />
        <Skeleton variant="text" sx={{ width: '80%' }} />
      </Box>
    );
  }
  if (!investors) return <Typography sx={{ fontWeight: 700, fontSize: '1.2rem' }}>{t('home.about.communityFallback')}</Typography>;
  return (
    <>
      <Typography component="p" sx={{ fontSize: { xs: '2.25rem', md: '2.75rem' }, fontWeight: 800, color: 'primary.main', lineHeight: 1.1 }}>
        {investors}
      </Typography>
      <Typography sx={{ fontWeight: 600, mt: 0.5 }}>{t('home.about.investorsJoined')}</Typography>
    </>
  );
}

/**
 * The counters' section. Left out while the server holds the live figures back (below its publishing
 * threshold, countersShown false) and when there is no counter to show: never "1 Satisfied Customers".
 */
export function HomeCounters() {
  const { t } = useTranslation('public');
  const { content, error } = useSiteContent();
  const loading = !content && !error;
  if (!loading && (!content?.countersShown || !content.counters.length)) return null;
  return (
    <PageSection tone="dark" eyebrow={t('home.counters.eyebrow')} title={t('home.counters.title')} intro={t('home.counters.intro')} align="center">
      <SiteCounters counters={content?.counters} loading={loading} />
    </PageSection>
  );
}

/** The testimonials section, left out when the site content has none. */
export function HomeTestimonials() {
  const { t } = useTranslation('public');
  const { content, error } = useSiteContent();
  const loading = !content && !error;
  if (!loading && !content?.testimonials?.length) return null;
  return (
    <PageSection eyebrow={t('home.testimonials.eyebrow')} title={t('home.testimonials.title')} align="center">
      <Testimonials testimonials={content?.testimonials} loading={loading} />
    </PageSection>
  );
}

/** The referral banner's heading and text, with the bonus when the site content gives one. */
export function HomeReferral() {
  const { t, i18n } = useTranslation('public');
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const { content } = useSiteContent();
  const bonus = content && isFigure(content.referralBonusPercent) ? formatPercent(content.referralBonusPercent, locale) : null;
  return (
    <>
      <Typography id="referral-title" variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' }, fontWeight: 800 }}>
        {bonus ? t('home.referral.title', { percent: bonus }) : t('home.referral.titleFallback')}
      </Typography>
      <Typography sx={{ mt: 1, color: '#3d3320', lineHeight: 1.7 }}>
        {bonus ? t('home.referral.text', { percent: bonus }) : t('home.referral.textFallback')}
      </Typography>
    </>
  );
}
