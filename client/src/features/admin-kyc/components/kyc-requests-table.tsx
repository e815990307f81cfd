import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { paths } from '../../../app/paths';
import { Ltr } from '../../../components/ltr';
import { AdminQueueTable, type QueueColumn } from '../../../components/admin-queue-table';
import { useAdminKycRequestsQuery, type KycRequestFieldsFragment, type KycStatus } from '../../../gql/generated';
import { formatDateTime } from '../../../lib/dates';
import { useCursorPages } from '../../../lib/use-cursor-pages';
import { useKycReview } from '../hooks/use-kyc-review';

type Row = KycRequestFieldsFragment;

/** Submissions per page; 'Load more' fetches the next page after the last one shown. */
export const KYC_PAGE_SIZE = 25;

/** The status tabs; each label is `filters.<value>` in the `admin-kyc` namespace. */
const FILTERS: Array<KycStatus | 'ALL'> = ['PENDING', 'APPROVED', 'REJECTED', 'ALL'];

/** Each status's chip colour; its label is `statuses.<status>`. */
const STATUS_COLORS: Record<KycStatus, 'default' | 'warning' | 'success' | 'error'> = {
  NONE: 'default',
  PENDING: 'warning',
  APPROVED: 'success',
  REJECTED: 'error',
};

/** A document image, fetched from the admin-only URL with the session cookie; opens full size. */
function KycImage({ url, label }: { url: string | null; label: string }) {
  const { t } = useTranslation('admin-kyc');
  if (!url)
    return (
      <Typography variant="caption" color="text.secondary">
        —
      </Typography>
    );
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer" aria-label={t('open', { label })}>
      <Box
        component="img"
        src={url}
        alt={label}
        loading="lazy"
        sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider', display: 'block' }}
      />
    </Link>
  );
}

const columns = (t: TFunction<'admin-kyc'>): QueueColumn<Row>[] => [
  {
    header: t('columns.user'),
    // The user's console page: their account, earlier submissions' activity and balances beside the decision.
    cell: (row) => (
      <Link component={RouterLink} to={paths.admin.user.href(row.user.id)} sx={{ wordBreak: 'break-all' }}>
        <Ltr>{row.user.email}</Ltr>
      </Link>
    ),
  },
  { header: t('columns.document'), cell: (row) => t(`documents.${row.documentType}`) },
  { header: t('columns.submitted'), sx: { whiteSpace: 'nowrap' }, cell: (row) => formatDateTime(row.submittedAt) },
  { header: t('columns.front'), cell: (row) => <KycImage url={row.documentFrontUrl} label={t('images.front', { email: row.user.email })} /> },
  { header: t('columns.back'), cell: (row) => <KycImage url={row.documentBackUrl} label={t('images.back', { email: row.user.email })} /> },
  { header: t('columns.selfie'), cell: (row) => <KycImage url={row.selfieUrl} label={t('images.selfie', { email: row.user.email })} /> },
  {
    header: t('columns.status'),
    cell: (row) => (
      <>
        <Chip size="small" variant="outlined" label={t(`statuses.${row.status}`)} color={STATUS_COLORS[row.status]} />
        {row.rejectionReason && (
          <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5, maxWidth: 220 }}>
            {row.rejectionReason}
          </Typography>
        )}
      </>
    ),
  },
];

/** The KYC review queue: submissions with their images, Approve and Reject (with a reason). */
export function KycRequestsTable() {
  const { t } = useTranslation('admin-kyc');
  const [filter, setFilter] = useState<KycStatus | 'ALL'>('PENDING');
  const { enqueueSnackbar } = useSnackbar();
  const query = useAdminKycRequestsQuery({
    variables: { status: filter === 'ALL' ? null : filter, first: KYC_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  // A decision made meanwhile can shift the pages: the cache keeps each submission once.
  const pages = useCursorPages(query, (data) => data.kycRequests, {
    onLoadMoreError: () => enqueueSnackbar(t('somethingWrong'), { variant: 'error' }),
  });
  const review = useKycReview();

  return (
    <AdminQueueTable
      title={t('table.title')}
      emptyText={t('table.empty')}
      toolbar={
        <Tabs value={filter} onChange={(_, value: KycStatus | 'ALL') => setFilter(value)} aria-label={t('filters.label')} sx={{ px: 2 }}>
          {FILTERS.map((value) => (
            <Tab key={value} value={value} label={t(`filters.${value}`)} />
          ))}
        </Tabs>
      }
      columns={columns(t)}
      rows={pages.rows}
      hasMore={pages.hasMore}
      loadingMore={pages.loadingMore}
      onLoadMore={() => void pages.loadMore()}
      loading={pages.loading}
      failed={pages.failed}
      onReload={pages.reload}
      decisions={{
        busy: review.busy,
        pending: (row) => row.status === 'PENDING',
        rowLabel: (row) => row.user.email,
        approve: {
          title: t('approve.title'),
          message: (row) => t('approve.message', { email: row.user.email }),
          run: (row) => review.approve(row.user.id),
        },
        reject: {
          title: t('reject.title'),
          description: (row) => t('reject.message', { email: row.user.email }),
          hint: t('reject.hint'),
          run: (row, reason) => review.reject(row.user.id, reason),
        },
      }}
    />
  );
}
