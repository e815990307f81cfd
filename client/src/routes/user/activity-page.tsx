import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../components/page-header';
import { ProfileTabs } from '../../features/profile/components/profile-tabs';

export function ActivityPage() {
  return (
    <>
      <PageHeader title="Activity" />
      <ProfileTabs />
      <Card>
        <CardContent>
          <Typography color="text.secondary" align="center" sx={{ py: 4 }}>
            No activity found
          </Typography>
        </CardContent>
      </Card>
    </>
  );
}
