import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { paths } from '../../app/paths';
import { PageTitle } from '../../components/page-title';
import { PageHero } from '../../features/public-site/components/page-hero';
import { ReservesSection } from '../../features/liabilities/components/reserves-section';
import { SnapshotHistory } from '../../features/liabilities/components/snapshot-history';
import { useLiabilitiesSnapshots } from '../../features/liabilities/hooks/use-liabilities-snapshots';
import { formatCents, VERIFY_COMMAND } from '../../features/liabilities/utils/cents';
import { formatDateTime } from '../../lib/dates';

function Figure({ label, value, mono = false }: { label: string; value: string; mono?: boolean }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={mono ? { fontFamily: 'monospace', fontSize: '0.85rem', wordBreak: 'break-all' } : { fontSize: '1.25rem', fontWeight: 700 }}>
        {value}
      </Typography>
    </Box>
  );
}

/** The public proof of liabilities: the latest root, total and date, and every snapshot before it (issue 30). */
export function ProofOfLiabilitiesPage() {
  const { t } = useTranslation('liabilities');
  const { snapshots, error } = useLiabilitiesSnapshots();
  const latest = snapshots?.[0];

  return (
    <>
      <PageTitle title={t('public.title')} description={t('public.intro')} />
      <PageHero eyebrow={t('public.eyebrow')} title={t('public.title')} subtitle={t('public.intro')} />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 4 }}>
        {error && <Alert severity="error">{t('public.loadError')}</Alert>}
        {!snapshots && !error && (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <CircularProgress aria-label={t('public.loading')} />
          </Box>
        )}
        {snapshots && !latest && <Alert severity="info">{t('public.none')}</Alert>}
        {latest && (
          <Card component="section" aria-labelledby="pol-latest">
            <CardContent sx={{ display: 'grid', gap: 2 }}>
              <Typography id="pol-latest" variant="h2" sx={{ fontSize: '1.4rem', fontWeight: 700 }}>
                {t('public.latest', { snapshot: latest.snapshot })}
              </Typography>
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
                <Figure label={t('public.total')} value={formatCents(latest.total_cents)} />
                <Figure label={t('public.takenAt')} value={formatDateTime(latest.created_at)} />
                <Figure label={t('public.leaves')} value={t('public.leavesValue', { leaves: latest.leaf_count, height: latest.height })} />
              </Box>
              <Figure label={t('public.root')} value={latest.root_digest} mono />
              <Box>
                <Button href={`/api/liabilities/${latest.snapshot}/tree`} download={`liabilities-${latest.snapshot}-tree.json`} variant="outlined">
                  {t('public.downloadTree')}
                </Button>
              </Box>
            </CardContent>
          </Card>
        )}
        <ReservesSection />
        <Card component="section" aria-labelledby="pol-how">
          <CardContent>
            <Typography id="pol-how" variant="h2" sx={{ fontSize: '1.3rem', fontWeight: 700, mb: 1 }}>
              {t('public.howTitle')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {t('public.how')}
            </Typography>
            <Box component="pre" sx={{ fontFamily: 'monospace', fontSize: '0.85rem', whiteSpace: 'pre-wrap', mb: 2 }}>
              {VERIFY_COMMAND}
            </Box>
            <Button component={RouterLink} to={paths.user.verifyBalance.href()} variant="contained">
              {t('public.verifyLink')}
            </Button>
          </CardContent>
        </Card>
        {snapshots && snapshots.length > 0 && (
          <Box component="section" aria-labelledby="pol-history">
            <Typography id="pol-history" variant="h2" sx={{ fontSize: '1.3rem', fontWeight: 700, mb: 1 }}>
              {t('public.history')}
            </Typography>
            <SnapshotHistory snapshots={snapshots} />
          </Box>
        )}
      </Container>
    </>
  );
}
