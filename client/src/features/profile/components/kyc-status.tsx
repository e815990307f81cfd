import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('profile');
  switch (status) {
    case 'PENDING':
      return <>{t('kyc.pendingText')}</>;
    case 'APPROVED':
      return <>{t('kyc.approvedText')}</>;
    case 'REJECTED':
      return (
        <>
          {t('kyc.rejectedText')}
          <Typography component="span" display="block" color="error" sx={{ mt: 1 }}>
            {t('kyc.reason', { reason: rejectionReason ?? t('kyc.reasonMissing') })}
          </Typography>
          <Typography component="span" display="block" sx={{ mt: 1 }}>
            {t('kyc.resubmit')}
          </Typography>
        </>
      );
    default:
      return <>{t('kyc.noneText')}</>;
  }
}

/** The card's action: the status once submitted, else Verify Now (which opens the upload). */
export function KycAction({ status }: KycStatusProps) {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState(false);
  if (status === 'PENDING') return <Chip icon={<HourglassTopIcon />} label={t('kyc.pending')} color="warning" variant="outlined" />;
  if (status === 'APPROVED') return <Chip icon={<VerifiedIcon />} label={t('kyc.verified')} color="success" variant="outlined" />;
  return (
    <>
      {status === 'REJECTED' && <Chip label={t('kyc.rejected')} color="error" variant="outlined" sx={{ mr: 1 }} />}
      <Button variant="contained" onClick={() => setOpen(true)}>
        {t('kyc.verifyNow')}
      </Button>
      <KycDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
