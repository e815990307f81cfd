import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../../app/paths';
import { CopyButton } from '../../../components/copy-button';
import type { CurrentUserFragment } from '../../../gql/generated';
import { formatUsd } from '../../../lib/money';
import { OwnedBalance, type OwnedUser } from './owned-balance';
import { Ltr } from '../../../components/ltr';

type SummaryUser = Pick<CurrentUserFragment, 'regId' | 'profits7d'> & OwnedUser;

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ whiteSpace: 'nowrap' }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', fontWeight: 700, whiteSpace: 'nowrap' }}>{children}</Box>
    </Box>
  );
}

/** Balance, account number, last-7-days profits and the money buttons of the user area. */
export function AccountSummary({ user }: { user: SummaryUser }) {
  const { t } = useTranslation('account');
  return (
    <Stack
      direction={{ xs: 'column', lg: 'row' }}
      spacing={{ xs: 1.5, lg: 3 }}
      sx={{ alignItems: { xs: 'stretch', lg: 'center' } }}
      aria-label={t('area.summary.label')}
      role="group"
    >
      <Figure label={t('area.owned.total')}>
        <OwnedBalance user={user} />
      </Figure>
      <Figure label={t('area.summary.accountNumber')}>
        <Ltr>{user.regId}</Ltr>
        <CopyButton value={user.regId} label={t('area.summary.copyAccountNumber')} />
      </Figure>
      <Figure label={t('area.summary.profits7d')}>
        <span>{formatUsd(user.profits7d)}</span>
      </Figure>
      <Stack direction="row" spacing={1}>
        <Button component={RouterLink} to={paths.user.deposit.href()} variant="contained" size="small">
          {t('area.summary.deposit')}
        </Button>
        <Button component={RouterLink} to={paths.user.withdraw.href()} variant="outlined" size="small">
          {t('area.summary.withdraw')}
        </Button>
      </Stack>
    </Stack>
  );
}
