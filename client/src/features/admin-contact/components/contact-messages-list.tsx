import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Ltr } from '../../../components/ltr';
import { QueryError } from '../../../components/query-error';
import type { ContactMessageFieldsFragment } from '../../../gql/generated';
import { formatDateTime } from '../../../lib/dates';
import { useCanChange } from '../../../lib/console-access';
import { isolateLtr } from '../../../lib/locale';
import { useContactMessages, useMarkContactMessageHandled, type ContactFilter } from '../hooks/use-contact-messages';

/** The filters in their order; each has its label `filters.<filter>` and empty text `empty.<filter>`. */
const FILTERS: ContactFilter[] = ['unhandled', 'handled', 'all'];

interface MessageProps {
  message: ContactMessageFieldsFragment;
  userHref: (userId: string) => string;
  canChange: boolean;
  marking: boolean;
  onMark: (id: string) => void;
}

/** One message: subject, sender, when, the text as written, and who handled it or the button to. */
function Message({ message, userHref, canChange, marking, onMark }: MessageProps) {
  const { t } = useTranslation('admin-contact');
  const handledLabel = () => {
    const by = message.handledByEmail && isolateLtr(message.handledByEmail);
    const at = message.handledAt ? formatDateTime(message.handledAt) : null;
    if (by && at) return t('handledByAt', { by, at });
    if (by) return t('handledBy', { by });
    if (at) return t('handledAt', { at });
    return t('handled');
  };
  return (
    <Box
      component="article"
      aria-label={t('messageLabel', { subject: message.subject, name: message.fullname })}
      sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1, justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {message.subject}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {formatDateTime(message.createdAt)}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', mt: 0.5 }}>
        {message.fullname} ·{' '}
        <Link href={`mailto:${message.email}`}>
          <Ltr>{message.email}</Ltr>
        </Link>
        {message.userId && (
          <>
            {' · '}
            <Link component={RouterLink} to={userHref(message.userId)}>
              {t('theirAccount')}
            </Link>
          </>
        )}
        {message.ip && ` · ${message.ip}`}
      </Typography>
      <Typography component="p" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', my: 1.5 }}>
        {message.message}
      </Typography>
      {message.handled ? (
        <Chip size="small" color="success" variant="outlined" label={handledLabel()} sx={{ maxWidth: '100%' }} />
      ) : (
        canChange && (
          <Button
            variant="outlined"
            size="small"
            disabled={marking}
            onClick={() => onMark(message.id)}
            aria-label={t('markLabel', { subject: message.subject, name: message.fullname })}
          >
            {t('mark')}
          </Button>
        )
      )}
    </Box>
  );
}

interface ContactMessagesListProps {
  /** The console page of a user (the message's sender when signed in). */
  userHref: (userId: string) => string;
}

/** Contact-form messages newest first, unhandled by default, with 'Mark handled' and 'Load more'. */
export function ContactMessagesList({ userHref }: ContactMessagesListProps) {
  const { t } = useTranslation('admin-contact');
  const [filter, setFilter] = useState<ContactFilter>('unhandled');
  const list = useContactMessages(filter);
  const { markHandled, marking } = useMarkContactMessageHandled();
  const canChange = useCanChange();

  let body: ReactNode;
  if (list.loading) {
    body = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    );
  } else if (list.failed) {
    body = <QueryError message={t('loadFailed')} onRetry={list.reload} sx={{ m: 2 }} />;
  } else if (!list.rows.length) {
    body = (
      <Typography color="text.secondary" align="center" sx={{ py: 4 }}>
        {t(`empty.${filter}`)}
      </Typography>
    );
  } else {
    body = list.rows.map((message) => (
      <Message key={message.id} message={message} userHref={userHref} canChange={canChange} marking={marking} onMark={(id) => void markHandled(id)} />
    ));
  }

  return (
    <Card component="section" aria-label={t('section')} sx={{ minWidth: 0 }}>
      <CardHeader
        title={t('title')}
        slotProps={{ title: { variant: 'h4', component: 'h2' } }}
        action={
          <Tooltip title={t('refresh')}>
            <IconButton aria-label={t('refreshLabel')} onClick={list.reload}>
              <RefreshIcon />
            </IconButton>
          </Tooltip>
        }
      />
      <Box sx={{ px: 2, pb: 2 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={filter}
          onChange={(_, value: ContactFilter | null) => value && setFilter(value)}
          aria-label={t('filters.label')}
        >
          {FILTERS.map((key) => (
            <ToggleButton key={key} value={key}>
              {t(`filters.${key}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {list.refreshing ? <LinearProgress aria-label={t('refreshing')} /> : <Box sx={{ height: 4 }} />}
      {body}
      {list.hasMore && !list.failed && (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
          <Button onClick={list.loadMore} disabled={list.loadingMore}>
            {list.loadingMore ? t('loadingMore') : t('loadMore')}
          </Button>
        </Box>
      )}
    </Card>
  );
}
