import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import HistoryIcon from '@mui/icons-material/History';
import type { MyActivityQuery } from '../../../gql/generated';
import { formatDateTime } from '../../../lib/dates';
import { activityLabel, isWarningActivity } from '../utils/activity-labels';

export type ActivityEvent = MyActivityQuery['myActivity'][number];

/** One line per event: what happened, when, from which device and address. */
export function ActivityList({ events }: { events: readonly ActivityEvent[] }) {
  const { t } = useTranslation('history');
  return (
    <List disablePadding aria-label={t('activity.listLabel')}>
      {events.map((event) => {
        const warning = isWarningActivity(event.kind);
        const where = [event.device, event.ip && t('activity.ip', { ip: event.ip })].filter(Boolean).join(' · ');
        return (
          <ListItem key={event.id} divider sx={{ px: 0, columnGap: 2, rowGap: 0.5, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
            <Box sx={{ color: warning ? 'warning.main' : 'text.secondary', pt: 0.25 }}>{warning ? <ErrorOutlineIcon /> : <HistoryIcon />}</Box>
            <Box sx={{ flex: '1 1 0', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{activityLabel(event.kind)}</Typography>
              {where && (
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {where}
                </Typography>
              )}
            </Box>
            {/* Beside the event on wide screens, under it (aligned with the text) on phones. */}
            <Typography
              variant="body2"
              color="text.secondary"
              component="time"
              dateTime={event.at}
              sx={{ flexShrink: 0, width: { xs: '100%', sm: 'auto' }, pl: { xs: 5, sm: 0 } }}
            >
              {formatDateTime(event.at)}
            </Typography>
          </ListItem>
        );
      })}
    </List>
  );
}
