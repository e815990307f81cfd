import { useId, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { CurrentUserFragment } from '../../../gql/generated';
import { formatUsd } from '../../../lib/money';

export type OwnedUser = Pick<CurrentUserFragment, 'balance' | 'interest' | 'invested' | 'onHold' | 'owned' | 'withdrawable'>;

/** What makes up the total: each figure named, as the server computed it (no sums here). */
export function OwnedBreakdown({ user }: { user: OwnedUser }) {
  const { t } = useTranslation('account');
  const rows: Array<[string, string, string]> = [
    ['main', t('area.owned.main'), user.balance],
    ['profit', t('area.owned.profit'), user.interest],
    ['invested', t('area.owned.invested'), user.invested],
    ['onHold', t('area.owned.onHold'), user.onHold],
  ];
  const after: Array<[string, string, string, boolean]> = [
    ['total', t('area.owned.total'), user.owned, true],
    ['withdrawable', t('area.owned.withdrawable'), user.withdrawable, false],
  ];
  const line = (key: string, label: string, value: string, strong = false) => (
    <Box key={key} sx={{ display: 'flex', justifyContent: 'space-between', gap: 3, py: 0.5 }} data-testid={`owned-line-${key}`}>
      <Typography component="dt" variant="body2" color={strong ? 'text.primary' : 'text.secondary'} sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: strong ? 700 : 600, whiteSpace: 'nowrap' }}>
        {formatUsd(value)}
      </Typography>
    </Box>
  );
  return (
    <Box component="dl" sx={{ m: 0, minWidth: 260 }} data-testid="owned-breakdown">
      {rows.map(([key, label, value]) => line(key, label, value))}
      <Divider sx={{ my: 0.5 }} />
      {after.map(([key, label, value, strong]) => line(key, label, value, strong))}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5, maxWidth: 300 }}>
        {t('area.owned.note')}
      </Typography>
    </Box>
  );
}

/**
 * The investor's total (main + profit + invested + withdrawals on hold, the server's `owned`)
 * as a button: one tap opens the breakdown with each figure named.
 */
export function OwnedBalance({ user, size = 'normal' }: { user: OwnedUser; size?: 'normal' | 'large' }) {
  const { t } = useTranslation('account');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  return (
    <>
      <ButtonBase
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? id : undefined}
        aria-label={t('area.owned.show', { total: formatUsd(user.owned) })}
        data-testid="owned-total"
        sx={{ borderRadius: 1, px: 0.5, mx: -0.5, font: 'inherit', fontWeight: 700, fontSize: size === 'large' ? { xs: '1.4rem', md: '1.6rem' } : 'inherit' }}
      >
        <span>{formatUsd(user.owned)}</span>
        <ExpandMoreIcon fontSize="small" sx={{ ml: 0.25 }} />
      </ButtonBase>
      <Popover
        id={id}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': t('area.owned.title'), sx: { p: 2 } } }}
      >
        <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
          {t('area.owned.title')}
        </Typography>
        <OwnedBreakdown user={user} />
      </Popover>
    </>
  );
}
