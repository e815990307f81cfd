import Typography from '@mui/material/Typography';
import { DepositWalletsAdmin } from '../../features/admin-wallets/components/deposit-wallets-admin';

export function AdminWalletsPage() {
  return (
    <>
      <Typography variant="h1" component="h1">
        Deposit wallets
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        A wallet with an extended public key gives every deposit its own address and never reuses one; a static wallet shows its one address to every deposit.
        Set your wallet software&apos;s gap limit above the number of unpaid deposits.
      </Typography>
      <DepositWalletsAdmin />
    </>
  );
}
