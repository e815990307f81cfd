import { Trans, useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SiteContentAdmin, type RenderPreview } from '../../features/admin-content/components/site-content-admin';
import { CompanyContacts } from '../../features/site-content/components/company-contacts';
import { FaqList } from '../../features/site-content/components/faq-list';
import { IncorporationCertificate } from '../../features/site-content/components/incorporation-certificate';
import { OpeningHours } from '../../features/site-content/components/opening-hours';
import { RiskWarning } from '../../features/site-content/components/risk-warning';
import { SiteCounters } from '../../features/site-content/components/site-counters';
import { TermsText, termsBlocks } from '../../features/site-content/components/terms-text';
import { Testimonials } from '../../features/site-content/components/testimonials';

/** The investor count as the home and about pages use it, and where it comes from. */
function InvestorCountPreview({ value, live }: { value: string; live: boolean }) {
  const { t } = useTranslation('admin-content');
  return (
    <Typography>
      <Trans t={t} i18nKey={live ? 'preview.investorsLive' : 'preview.investorsFixed'} values={{ value }} components={{ strong: <strong /> }} />
    </Typography>
  );
}

/**
 * Each key as the public pages show it, drawn by the public pages' own components. The preview comes over
 * GraphQL (counter formats COUNT/USD); the public pages read the REST content (count/usd).
 */
const renderPreview: RenderPreview = (key, content) => {
  switch (key) {
    case 'riskWarning':
      return <RiskWarning text={content.riskWarning} loading={false} />;
    case 'faq':
      return <FaqList faq={content.faq} loading={false} />;
    case 'company':
      return (
        <>
          <CompanyContacts company={content.company} loading={false} />
          <Box sx={{ mt: 2 }}>
            <IncorporationCertificate company={content.company} loading={false} />
          </Box>
        </>
      );
    case 'openingHours':
      return <OpeningHours hours={content.openingHours} loading={false} />;
    case 'counters':
      return (
        <Box sx={{ bgcolor: 'primary.dark', color: '#fff', p: 2, borderRadius: 1 }}>
          <SiteCounters counters={content.counters.map((counter) => ({ ...counter, format: counter.format === 'USD' ? 'usd' : 'count' }))} loading={false} />
        </Box>
      );
    case 'investorCount':
      return <InvestorCountPreview value={content.investorCount.value} live={content.investorCount.live} />;
    case 'testimonials':
      return <Testimonials testimonials={content.testimonials} loading={false} />;
    case 'terms':
      return <TermsText blocks={termsBlocks(content.terms)} />;
  }
};

export function AdminContentPage() {
  const { t } = useTranslation('admin-content');
  return (
    <>
      <Typography variant="h1" component="h1">
        {t('page.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {t('page.intro')}
      </Typography>
      <SiteContentAdmin renderPreview={renderPreview} />
    </>
  );
}
