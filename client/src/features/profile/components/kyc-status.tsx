import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import VerifiedIcon from '@mui/icons-material/Verified';
import type { KycStatus } from '../../../gql/generated';
import { KycDialog } from './kyc-dialog';

interface KycStatusProps {
  status: KycStatus;
  rejectionReason?: string | null;
}

/** What the security page's KYC card says for each status. */
export function KycStatusDescription({ status, rejectionReason }: KycStatusProps) {
  switch (status) {
    case 'PENDING':
      return <>We received your documents and are reviewing them. This usually takes one business day.</>;
    case 'APPROVED':
      return <>Your identity is verified. Withdrawals of any amount are open to you.</>;
    case 'REJECTED':
      return (
        <>
          Your verification was rejected.
          <Typography component="span" display="block" color="error" sx={{ mt: 1 }}>
            Reason: {rejectionReason ?? 'not given'}
          </Typography>
          <Typography component="span" display="block" sx={{ mt: 1 }}>
            Please submit your documents again.
          </Typography>
        </>
      );
    default:
      return <>Verify your identity to withdraw larger amounts. You need an identity document and a selfie.</>;
  }
}

/** The card's action: the status once submitted, else Verify Now (which opens the upload). */
export function KycAction({ status }: KycStatusProps) {
  const [open, setOpen] = useState(false);
  if (status === 'PENDING') return <Chip icon={<HourglassTopIcon />} label="Pending review" color="warning" variant="outlined" />;
  if (status === 'APPROVED') return <Chip icon={<VerifiedIcon />} label="Verified" color="success" variant="outlined" />;
  return (
    <>
      {status === 'REJECTED' && <Chip label="Rejected" color="error" variant="outlined" sx={{ mr: 1 }} />}
      <Button variant="contained" onClick={() => setOpen(true)}>
        Verify Now
      </Button>
      <KycDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
