import { useTranslation } from 'react-i18next';
import Chip, { type ChipProps } from '@mui/material/Chip';

const COLOR: Record<string, ChipProps['color']> = { sent: 'success', stored: 'default', queued: 'info', failed: 'warning', dead: 'error' };

/** An outbox row's status: sent, stored (no SMTP), queued, failed (a retry is scheduled) or dead (given up). */
export function OutboxStatusChip({ status }: { status: string }) {
  const { t } = useTranslation('admin-mail');
  return <Chip size="small" variant="outlined" color={COLOR[status] ?? 'default'} label={t(`statuses.${status}`, { defaultValue: status })} />;
}
