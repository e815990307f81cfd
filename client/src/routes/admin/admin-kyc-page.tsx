import Typography from '@mui/material/Typography';
import { KycRequestsTable } from '../../features/admin-kyc/components/kyc-requests-table';

export function AdminKycPage() {
  return (
    <>
      <Typography variant="h1" component="h1">
        KYC review
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        Identity verifications: pending ones oldest first. Withdrawals above the KYC threshold need an approved one.
      </Typography>
      <KycRequestsTable />
    </>
  );
}
