import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../components/page-header';
import { ActivityList } from '../../features/activity/components/activity-list';
import { SessionList } from '../../features/activity/components/session-list';
import { useMyActivity } from '../../features/activity/hooks/use-my-activity';
import { ProfileTabs } from '../../features/profile/components/profile-tabs';
import { useMySessionsQuery } from '../../gql/generated';
import { QueryError } from '../../components/query-error';

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title} sx={{ mb: 3 }}>
      <CardContent>
        <Typography variant="h4" component="h2" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {description}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

export function ActivityPage() {
  const { t } = useTranslation('history');
  const sessions = useMySessionsQuery({ fetchPolicy: 'cache-and-network' });
  const activity = useMyActivity();
  const sessionList = sessions.data?.mySessions;
  const events = activity.events;

  let sessionsContent: ReactNode;
  if (!sessionList && sessions.error) sessionsContent = <QueryError onRetry={() => sessions.refetch()} />;
  else if (!sessionList) sessionsContent = <Loading label={t('sessions.loading')} />;
  else sessionsContent = <SessionList sessions={sessionList} />;

  let activityContent: ReactNode;
  if (!events && activity.error) activityContent = <QueryError onRetry={() => activity.reload()} />;
  else if (!events) activityContent = <Loading label={t('activity.loading')} />;
  else if (!events.length) {
    activityContent = (
      <Typography color="text.secondary" align="center" sx={{ py: 4 }}>
        {t('activity.empty')}
      </Typography>
    );
  } else {
    activityContent = (
      <>
        <ActivityList events={events} />
        {activity.hasMore && (
          <Box sx={{ textAlign: 'center', mt: 2 }}>
            <Button variant="outlined" onClick={() => void activity.loadMore()} loading={activity.loadingMore}>
              {t('activity.loadMore')}
            </Button>
          </Box>
        )}
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('activity.pageTitle')} />
      <ProfileTabs />
      <Section title={t('sessions.title')} description={t('sessions.description')}>
        {sessionsContent}
      </Section>
      <Section title={t('activity.title')} description={t('activity.description')}>
        {activityContent}
      </Section>
    </>
  );
}
