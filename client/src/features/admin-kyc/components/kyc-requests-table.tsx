import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useAdminKycRequestsQuery, type KycRequestFieldsFragment, type KycStatus } from '../../../gql/generated';
import { formatDateTime } from '../../../lib/dates';
import { useKycReview, type KycReviewOutcome } from '../hooks/use-kyc-review';
import { ReasonDialog } from '../../../components/reason-dialog';

type Row = KycRequestFieldsFragment;

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
  if (!url) return <Typography variant="caption" color="text.secondary">—</Typography>;
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

/** The KYC review queue: submissions with their images, Approve and Reject (with a reason). */
export function KycRequestsTable() {
  const [filter, setFilter] = useState<KycStatus | 'ALL'>('PENDING');
  const { data, error, loading, refetch } = useAdminKycRequestsQuery({
    variables: { status: filter === 'ALL' ? null : filter },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const review = useKycReview();
  const [approving, setApproving] = useState<Row | null>(null);
  const [rejecting, setRejecting] = useState<Row | null>(null);
  const rows = data?.adminKycRequests ?? [];

  const settle = (outcome: KycReviewOutcome, close: () => void) => {
    if (outcome === 'failed') return;
    close();
    if (outcome === 'stale') void refetch().catch(() => undefined);
  };

  let body;
  if (!data && loading) {
    body = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress aria-label="Loading identity verifications" />
      </Box>
    );
  } else if (!data && error) {
    body = (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void refetch().catch(() => undefined)}>
            Retry
          </Button>
        }
      >
        Something went wrong
      </Alert>
    );
  } else if (rows.length === 0) {
    body = (
      <Typography color="text.secondary" align="center" sx={{ py: 4 }}>
        No identity verifications
      </Typography>
    );
  } else {
    body = (
      <TableContainer>
        <Table size="small" aria-label="Identity verifications">
          <TableHead>
            <TableRow>
              <TableCell>User</TableCell>
              <TableCell>Document</TableCell>
              <TableCell>Submitted</TableCell>
              <TableCell>Front</TableCell>
              <TableCell>Back</TableCell>
              <TableCell>Selfie</TableCell>
              <TableCell>Status</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} hover>
                <TableCell>{row.user.email}</TableCell>
                <TableCell>{DOCUMENT_LABELS[row.documentType]}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.submittedAt)}</TableCell>
                <TableCell>
                  <KycImage url={row.documentFrontUrl} label={`Document front of ${row.user.email}`} />
                </TableCell>
                <TableCell>
                  <KycImage url={row.documentBackUrl} label={`Document back of ${row.user.email}`} />
                </TableCell>
                <TableCell>
                  <KycImage url={row.selfieUrl} label={`Selfie of ${row.user.email}`} />
                </TableCell>
                <TableCell>
                  <Chip size="small" variant="outlined" label={STATUS_CHIPS[row.status].label} color={STATUS_CHIPS[row.status].color} />
                  {row.rejectionReason && (
                    <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5, maxWidth: 220 }}>
                      {row.rejectionReason}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right">
                  {row.status === 'PENDING' && (
                    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
                      <Button size="small" variant="contained" color="success" onClick={() => setApproving(row)} aria-label={`Approve ${row.user.email}`}>
                        Approve
                      </Button>
                      <Button size="small" variant="outlined" color="error" onClick={() => setRejecting(row)} aria-label={`Reject ${row.user.email}`}>
                        Reject
                      </Button>
                    </Box>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }

  return (
    <>
      <Card component="section" aria-label="Identity verifications">
        <CardHeader title="Identity verifications" slotProps={{ title: { variant: 'h4', component: 'h2' } }} />
        <Tabs value={filter} onChange={(_, value: KycStatus | 'ALL') => setFilter(value)} aria-label="Filter by status" sx={{ px: 2 }}>
          {FILTERS.map((option) => (
            <Tab key={option.value} value={option.value} label={option.label} />
          ))}
        </Tabs>
        {body}
      </Card>
      <ConfirmDialog
        open={approving !== null}
        title="Approve identity verification"
        message={approving ? `Approve the identity of ${approving.user.email}? Check that the documents are genuine and match the selfie.` : ''}
        confirmLabel="Approve"
        busy={review.busy}
        onConfirm={() => {
          if (approving) void review.approve(approving.user.id).then((outcome) => settle(outcome, () => setApproving(null)));
        }}
        onClose={() => setApproving(null)}
      />
      <ReasonDialog
        open={rejecting !== null}
        title="Reject identity verification"
        description={`Reject the documents of ${rejecting?.user.email ?? ''}? They can submit new ones afterwards.`}
        hint="The investor sees this reason on their security page."
        busy={review.busy}
        onConfirm={(reason) => {
          if (rejecting) void review.reject(rejecting.user.id, reason).then((outcome) => settle(outcome, () => setRejecting(null)));
        }}
        onClose={() => setRejecting(null)}
      />
    </>
  );
}
