import Typography from '@mui/material/Typography';
import { WebhooksAdmin } from '../../features/admin-webhooks/components/webhooks-admin';

export function AdminWebhooksPage() {
  return (
    <>
      <Typography variant="h1" component="h1">
        Webhooks
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        Endpoints receive signed POSTs (Standard Webhooks: webhook-id, webhook-timestamp and webhook-signature headers) when money moves, a KYC is submitted or
        someone registers. Failed deliveries are retried for about a day. Every change is recorded in the audit log.
      </Typography>
      <WebhooksAdmin />
    </>
  );
}
