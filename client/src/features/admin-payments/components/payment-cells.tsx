import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { AdminTransactionFieldsFragment } from '../../../gql/generated';
import { Ltr } from '../../../components/ltr';
import { truncate } from '../../../lib/text';

/** An email with a break opportunity before its @. */
function emailWithBreak(email: string): ReactNode {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

export function UserCell({ user }: { user: AdminTransactionFieldsFragment['user'] }) {
  return (
    <Box sx={{ minWidth: 120 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {user.fullname}
      </Typography>
      {/* A long address may wrap before its @ (never inside a word): the queue fits 1280 px beside the menu. */}
      <Typography variant="caption" color="text.secondary" component="div">
        <Ltr>{emailWithBreak(user.email)}</Ltr>
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
