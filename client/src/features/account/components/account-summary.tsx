import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../../app/paths';
import { CopyButton } from '../../../components/copy-button';
import type { CurrentUserFragment } from '../../../gql/generated';
import { formatUsd } from '../../../lib/money';

type SummaryUser = Pick<CurrentUserFragment, 'balance' | 'regId' | 'profits7d'>;

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
  return (
    <Stack
      direction={{ xs: 'column', lg: 'row' }}
      spacing={{ xs: 1.5, lg: 3 }}
      sx={{ alignItems: { xs: 'stretch', lg: 'center' } }}
      aria-label="Account summary"
      role="group"
    >
      <Figure label="Balance">
        <span>{formatUsd(user.balance)}</span>
      </Figure>
      <Figure label="Account Number">
        <span>{user.regId}</span>
        <CopyButton value={user.regId} label="Copy account number" />
      </Figure>
      <Figure label="Profits (7d)">
        <span>{formatUsd(user.profits7d)}</span>
      </Figure>
      <Stack direction="row" spacing={1}>
        <Button component={RouterLink} to={paths.user.deposit.href()} variant="contained" size="small">
          Deposit
        </Button>
        <Button component={RouterLink} to={paths.user.withdraw.href()} variant="outlined" size="small">
          Withdraw
        </Button>
      </Stack>
    </Stack>
  );
}
