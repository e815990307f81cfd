import Typography from '@mui/material/Typography';
import { PlansAdmin } from '../../features/admin-plans/components/plans-admin';

export function AdminPlansPage() {
  return (
    <>
      <Typography variant="h1" component="h1">
        Plans
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        Active plans are offered on the public plans page and to investors. A change applies to new investments; investments already made keep their terms.
        Every change is recorded in the audit log.
      </Typography>
      <PlansAdmin />
    </>
  );
}
