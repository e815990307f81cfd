import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { AdminTransactionFieldsFragment } from '../../../gql/generated';
import { Ltr } from '../../../components/ltr';
import { truncate } from '../../../lib/text';

export function UserCell({ user }: { user: AdminTransactionFieldsFragment['user'] }) {
  return (
    <Box sx={{ minWidth: 160 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {user.fullname}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div">
        <Ltr>{user.email}</Ltr>
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div">
        <Ltr>@{user.username}</Ltr> · <Ltr>{user.regId}</Ltr>
      </Typography>
    </Box>
  );
}

/** A long identifier (address, hash) cut to `max` characters, whole in its tooltip; left to right on a right-to-left page. */
export function LongId({ value, max = 18 }: { value: string | null | undefined; max?: number }): ReactNode {
  if (!value) return '—';
  return (
    <Tooltip title={value}>
      <Box component="bdi" dir="ltr" sx={{ fontFamily: 'monospace', fontSize: '0.85rem', whiteSpace: 'nowrap' }}>
        {truncate(value, max)}
      </Box>
    </Tooltip>
  );
}
