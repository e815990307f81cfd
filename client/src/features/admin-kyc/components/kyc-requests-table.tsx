import { useState } from 'react';
import { NetworkStatus } from '@apollo/client';
import { useSnackbar } from 'notistack';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { paths } from '../../../app/paths';
import { AdminQueueTable, type QueueColumn } from '../../../components/admin-queue-table';
import { useAdminKycRequestsQuery, type KycRequestFieldsFragment, type KycStatus } from '../../../gql/generated';
import { formatDateTime } from '../../../lib/dates';
import { useKycReview } from '../hooks/use-kyc-review';

type Row = KycRequestFieldsFragment;

/** Submissions per page; 'Load more' fetches the next page after the last one shown. */
export const KYC_PAGE_SIZE = 25;

const FILTERS: Array<{ value: KycStatus | 'ALL'; label: string }> = [
  { value: 'PENDING', label: 'Pending' },
  { value: 'APPROVED', label: 'Approved' },
  { value: 'REJECTED', label: 'Rejected' },
  { value: 'ALL', label: 'All' },
];

export const DOCUMENT_LABELS: Record<Row['documentType'], string> = {
  PASSPORT: 'Passport',
  NATIONAL_ID: 'National ID card',
  DRIVING_LICENCE: 'Driving licence',
};

const STATUS_CHIPS: Record<KycStatus, { label: string; color: 'default' | 'warning' | 'success' | 'error' }> = {
  NONE: { label: 'None', color: 'default' },
  PENDING: { label: 'Pending', color: 'warning' },
  APPROVED: { label: 'Approved', color: 'success' },
  REJECTED: { label: 'Rejected', color: 'error' },
};

/** A document image, fetched from the admin-only URL with the session cookie; opens full size. */
function KycImage({ url, label }: { url: string | null; label: string }) {
  if (!url)
    return (
      <Typography variant="caption" color="text.secondary">
        —
      </Typography>
    );
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer" aria-label={`Open ${label}`}>
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

const COLUMNS: QueueColumn<Row>[] = [
  {
    header: 'User',
    // The user's console page: their account, earlier submissions' activity and balances beside the decision.
    cell: (row) => (
      <Link component={RouterLink} to={paths.admin.user.href(row.user.id)} sx={{ wordBreak: 'break-all' }}>
        {row.user.email}
      </Link>
    ),
  },
  { header: 'Document', cell: (row) => DOCUMENT_LABELS[row.documentType] },
  { header: 'Submitted', sx: { whiteSpace: 'nowrap' }, cell: (row) => formatDateTime(row.submittedAt) },
  { header: 'Front', cell: (row) => <KycImage url={row.documentFrontUrl} label={`Document front of ${row.user.email}`} /> },
  { header: 'Back', cell: (row) => <KycImage url={row.documentBackUrl} label={`Document back of ${row.user.email}`} /> },
  { header: 'Selfie', cell: (row) => <KycImage url={row.selfieUrl} label={`Selfie of ${row.user.email}`} /> },
  {
    header: 'Status',
    cell: (row) => (
      <>
        <Chip size="small" variant="outlined" label={STATUS_CHIPS[row.status].label} color={STATUS_CHIPS[row.status].color} />
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
  const [filter, setFilter] = useState<KycStatus | 'ALL'>('PENDING');
  const { enqueueSnackbar } = useSnackbar();
  const { data, error, loading, refetch, fetchMore, networkStatus } = useAdminKycRequestsQuery({
    variables: { status: filter === 'ALL' ? null : filter, first: KYC_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const review = useKycReview();
  const connection = data?.kycRequests;
  const loadMore = () => {
    const after = connection?.pageInfo.endCursor;
    if (!after) return;
    fetchMore({
      variables: { after },
      updateQuery: (previous, { fetchMoreResult }) => {
        // A decision made meanwhile can shift the pages: keep each submission once.
        const seen = new Set(previous.kycRequests.nodes.map((node) => node.id));
        const nodes = [...previous.kycRequests.nodes, ...fetchMoreResult.kycRequests.nodes.filter((node) => !seen.has(node.id))];
        return { ...previous, kycRequests: { ...fetchMoreResult.kycRequests, nodes } };
      },
    }).catch(() => enqueueSnackbar('Something went wrong', { variant: 'error' }));
  };

  return (
    <AdminQueueTable
      title="Identity verifications"
      emptyText="No identity verifications"
      toolbar={
        <Tabs value={filter} onChange={(_, value: KycStatus | 'ALL') => setFilter(value)} aria-label="Filter by status" sx={{ px: 2 }}>
          {FILTERS.map((option) => (
            <Tab key={option.value} value={option.value} label={option.label} />
          ))}
        </Tabs>
      }
      columns={COLUMNS}
      rows={connection?.nodes ?? []}
      hasMore={connection?.pageInfo.hasNextPage ?? false}
      loadingMore={networkStatus === NetworkStatus.fetchMore}
      onLoadMore={loadMore}
      loading={!data && loading}
      failed={!data && error !== undefined}
      onReload={() => refetch()}
      decisions={{
        busy: review.busy,
        pending: (row) => row.status === 'PENDING',
        rowLabel: (row) => row.user.email,
        approve: {
          title: 'Approve identity verification',
          message: (row) => `Approve the identity of ${row.user.email}? Check that the documents are genuine and match the selfie.`,
          run: (row) => review.approve(row.user.id),
        },
        reject: {
          title: 'Reject identity verification',
          description: (row) => `Reject the documents of ${row.user.email}? They can submit new ones afterwards.`,
          hint: 'The investor sees this reason on their security page.',
          run: (row, reason) => review.reject(row.user.id, reason),
        },
      }}
    />
  );
}
