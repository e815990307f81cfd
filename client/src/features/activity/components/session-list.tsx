import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DevicesIcon from '@mui/icons-material/Devices';
import type { MySessionsQuery } from '../../../gql/generated';
import { formatDateTime } from '../../../lib/dates';
import { useEndOtherSessions, useEndSession } from '../hooks/use-session-actions';

export type SessionInfo = MySessionsQuery['mySessions'][number];

/** The signed-in sessions, this device first; End signs one out, the button below all the others. */
export function SessionList({ sessions }: { sessions: readonly SessionInfo[] }) {
  const { t } = useTranslation('history');
  const { endSession } = useEndSession();
  const { endOtherSessions, loading: endingOthers } = useEndOtherSessions();
  const [ending, setEnding] = useState<string | null>(null);
  const ordered = [...sessions].sort((a, b) => Number(b.current) - Number(a.current));
  const others = sessions.filter((s) => !s.current).length;

  const end = async (id: string) => {
    setEnding(id);
    await endSession(id);
    setEnding(null);
  };

  return (
    <>
      <List disablePadding aria-label={t('sessions.title')}>
        {ordered.map((session) => {
          const device = session.device || t('sessions.unknownDevice');
          return (
            <ListItem key={session.id} divider sx={{ px: 0, gap: 2, alignItems: 'flex-start' }}>
              <Box sx={{ color: 'text.secondary', pt: 0.5 }}>
                <DevicesIcon />
              </Box>
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 600 }}>{device}</Typography>
                  {session.current && <Chip size="small" color="primary" label={t('sessions.thisDevice')} />}
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {t('sessions.details', {
                    ip: session.ip ? t('activity.ip', { ip: session.ip }) : t('sessions.ipUnknown'),
                    signedIn: formatDateTime(session.createdAt),
                    lastSeen: formatDateTime(session.lastSeenAt),
                  })}
                </Typography>
              </Box>
              {!session.current && (
                <Button
                  size="small"
                  variant="outlined"
                  color="error"
                  aria-label={t('sessions.endOn', { device })}
                  loading={ending === session.id}
                  disabled={endingOthers}
                  onClick={() => void end(session.id)}
                  sx={{ flexShrink: 0 }}
                >
                  {t('sessions.end')}
                </Button>
              )}
            </ListItem>
          );
        })}
      </List>
      <Box sx={{ mt: 2 }}>
        <Button variant="outlined" onClick={() => void endOtherSessions()} loading={endingOthers} disabled={others === 0 || ending !== null}>
          {t('sessions.endOthers')}
        </Button>
      </Box>
    </>
  );
}
