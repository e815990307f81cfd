import Typography from '@mui/material/Typography';

export function AdminDashboardPage() {
  return (
    <Typography variant="h1" component="h1">
      dashboard
    </Typography>
  );
}
