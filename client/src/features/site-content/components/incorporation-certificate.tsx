import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import type { SiteContent } from '../types';

/** "2019-03-14" in the visitor's language ("March 14, 2019", "14. März 2019"); anything else as given. */
export function formatIncorporationDate(value: string, locale: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

const serif = 'Georgia, "Times New Roman", "Noto Serif", serif';

/**
 * The company's registration (site content `company`) set like a certificate: a framed card
 * with a seal, the legal name, and registration number, date and jurisdiction.
 */
export function IncorporationCertificate({ company, loading }: { company: SiteContent['company'] | undefined; loading: boolean }) {
  const { t, i18n } = useTranslation('public');
  const locale = i18n.resolvedLanguage ?? i18n.language;

  const rows = company
    ? [
        { label: t('about.certificate.legalName'), value: company.legalName },
        { label: t('about.certificate.registrationNumber'), value: company.registrationNumber, ltr: true },
        { label: t('about.certificate.incorporatedOn'), value: formatIncorporationDate(company.incorporatedOn, locale) },
        { label: t('about.certificate.jurisdiction'), value: company.jurisdiction },
      ].filter((row) => row.value?.trim())
    : [];

  return (
    <Box
      sx={{
        position: 'relative',
        bgcolor: '#fffdf6',
        border: '3px double',
        borderColor: '#b8860b',
        borderRadius: 1,
        p: { xs: 1, sm: 1.5 },
        boxShadow: '0 10px 30px rgba(11, 92, 173, 0.08)',
      }}
    >
      <Box
        sx={{
          border: 1,
          borderColor: 'rgba(184, 134, 11, 0.45)',
          borderRadius: 0.5,
          px: { xs: 2, sm: 4 },
          py: { xs: 3, sm: 4 },
          textAlign: 'center',
          backgroundImage: 'repeating-radial-gradient(circle at 50% 0, rgba(184,134,11,0.05) 0 2px, transparent 2px 14px)',
        }}
      >
        <WorkspacePremiumIcon aria-hidden sx={{ fontSize: 56, color: '#b8860b' }} />
        <Typography component="h3" sx={{ fontFamily: serif, fontWeight: 700, fontSize: { xs: '1.35rem', sm: '1.6rem' }, letterSpacing: 0.5, mt: 1 }}>
          {t('about.certificate.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
          {t('about.certificate.subtitle')}
        </Typography>
        {loading ? (
          <Box aria-busy="true" sx={{ maxWidth: 460, mx: 'auto' }}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} variant="text" sx={{ fontSize: '1.5rem' }} />
            ))}
          </Box>
        ) : rows.length > 0 ? (
          <Box component="dl" sx={{ m: 0, mx: 'auto', maxWidth: 520, textAlign: 'start' }}>
            {rows.map((row) => (
              <Box
                key={row.label}
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr', sm: '11rem 1fr' },
                  gap: { xs: 0.25, sm: 2 },
                  py: 1.25,
                  borderBottom: '1px dashed',
                  borderColor: 'rgba(184, 134, 11, 0.45)',
                  '&:last-of-type': { borderBottom: 0 },
                }}
              >
                <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
                  {row.label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontFamily: serif, fontWeight: 600, overflowWrap: 'anywhere' }} dir={row.ltr ? 'ltr' : undefined}>
                  {row.value}
                </Typography>
              </Box>
            ))}
          </Box>
        ) : (
          <Typography color="text.secondary">{t('about.certificate.unavailable')}</Typography>
        )}
      </Box>
    </Box>
  );
}
