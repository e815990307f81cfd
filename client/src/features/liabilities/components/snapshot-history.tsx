import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatDateTime } from '../../../lib/dates';
import { formatCents } from '../utils/cents';
import type { LiabilitiesSnapshotRecord } from '../utils/verify-proof';

/** The published snapshots, newest first, each with its tree to download. */
export function SnapshotHistory({ snapshots }: { snapshots: LiabilitiesSnapshotRecord[] }) {
  const { t } = useTranslation('liabilities');
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('public.history')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('public.snapshotColumn')}</TableCell>
            <TableCell>{t('public.takenAt')}</TableCell>
            <TableCell align="right">{t('public.total')}</TableCell>
            <TableCell>{t('public.root')}</TableCell>
            <TableCell>{t('public.treeColumn')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {snapshots.map((snapshot) => (
            <TableRow key={snapshot.snapshot}>
              <TableCell>{snapshot.snapshot}</TableCell>
              <TableCell>{formatDateTime(snapshot.created_at)}</TableCell>
              <TableCell align="right">{formatCents(snapshot.total_cents)}</TableCell>
              <TableCell>
                <Box component="code" sx={{ fontFamily: 'monospace', fontSize: '0.75rem' }} title={snapshot.root_digest}>
                  {`${snapshot.root_digest.slice(0, 16)}…`}
                </Box>
              </TableCell>
              <TableCell>
                <Link href={`/api/liabilities/${snapshot.snapshot}/tree`} download={`liabilities-${snapshot.snapshot}-tree.json`}>
                  {t('public.treeLink')}
                </Link>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
