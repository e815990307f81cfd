import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatDailyRoi, formatDuration, formatPlanAmount, type DisplayPlan } from '../utils/display-plans';
import { PageLink } from '../../../components/page-link';

interface PlanCardProps {
  plan: DisplayPlan;
  /** Where Invest Now leads: /user/plans when signed in, else /account/register. */
  investTo: string;
}

/** One display plan: name, daily ROI, limits, duration and compounding period, and Invest Now. */
export function PlanCard({ plan, investTo }: PlanCardProps) {
  const { t, i18n } = useTranslation('public');
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const duration = formatDuration(plan.duration, locale);
  const rows = [
    { label: t('plans.card.minimum'), value: formatPlanAmount(plan.minimum, locale) },
    { label: t('plans.card.maximum'), value: formatPlanAmount(plan.maximum, locale) },
    { label: t('plans.card.duration'), value: duration },
    { label: t('plans.card.compounding'), value: duration },
  ];
  const nameId = `plan-${plan.uniqId.toLowerCase()}`;

  return (
    <Card
      component="article"
      aria-labelledby={nameId}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderTop: '4px solid',
        borderTopColor: plan.accent,
        transition: 'box-shadow 0.2s',
        '&:hover': { boxShadow: '0 14px 36px rgba(8, 42, 82, 0.12)' },
      }}
    >
      {/* Five cards share a row from 1200 px: less padding there keeps every value and the button whole in every language. */}
      <CardContent sx={{ p: { xs: 3, lg: 2 }, flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
        <Typography id={nameId} component="h3" sx={{ fontWeight: 800, letterSpacing: 1.5, color: plan.accent, fontSize: '1rem' }}>
          {plan.name}
        </Typography>
        <Box sx={{ mt: 1.5, mb: 2.5 }}>
          <Typography component="p" sx={{ fontSize: { xs: '2.4rem', lg: '1.9rem' }, fontWeight: 800, lineHeight: 1.1, whiteSpace: 'nowrap' }}>
            {formatDailyRoi(plan.dailyRoi, locale)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('plans.card.dailyRoi')}
          </Typography>
        </Box>
        <Box component="dl" sx={{ m: 0, mb: 3, flexGrow: 1 }}>
          {rows.map((row) => (
            <Box key={row.label} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, py: 1, borderTop: 1, borderColor: 'divider' }}>
              <Typography component="dt" variant="body2" color="text.secondary" sx={{ minWidth: 0, overflowWrap: 'anywhere', hyphens: 'auto' }}>
                {row.label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 700, textAlign: 'end', whiteSpace: 'nowrap' }}>
                {row.value}
              </Typography>
            </Box>
          ))}
        </Box>
        <Button
          component={PageLink}
          to={investTo}
          variant="contained"
          fullWidth
          size="large"
          aria-describedby={nameId}
          sx={{ whiteSpace: 'nowrap', px: { lg: 1 }, fontSize: { lg: '0.875rem' } }}
        >
          {t('plans.card.investNow')}
        </Button>
      </CardContent>
    </Card>
  );
}

/**
 * A plan's frame while the plans load (the prerendered page has no figures: they are the server's,
 * and an admin may have changed them since the build). Same size as a card, so nothing jumps.
 */
export function PlanCardSkeleton() {
  const { t } = useTranslation('public');
  const labels = [t('plans.card.minimum'), t('plans.card.maximum'), t('plans.card.duration'), t('plans.card.compounding')];
  return (
    <Card aria-hidden sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderTop: '4px solid', borderTopColor: 'divider' }}>
      <CardContent sx={{ p: 3, flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
        <Skeleton variant="text" width="45%" sx={{ fontSize: '1rem' }} />
        <Box sx={{ mt: 1.5, mb: 2.5 }}>
          <Skeleton variant="text" width="70%" sx={{ fontSize: '2.4rem', lineHeight: 1.1 }} />
          <Typography variant="body2" color="text.secondary">
            {t('plans.card.dailyRoi')}
          </Typography>
        </Box>
        <Box sx={{ mb: 3, flexGrow: 1 }}>
          {labels.map((label) => (
            <Box key={label} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, py: 1, borderTop: 1, borderColor: 'divider' }}>
              <Typography variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Skeleton variant="text" width="30%" />
            </Box>
          ))}
        </Box>
        <Skeleton variant="rounded" height={42} />
      </CardContent>
    </Card>
  );
}
