import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RouteFallback } from '../../components/route-fallback';

// GraphiQL and its editor are large: they load with this page only.
const GraphqlIde = lazy(() => import('../../features/admin-graphql/graphql-ide'));

export function AdminGraphqlPage() {
  return (
    <>
      <Typography variant="h1" component="h1">
        GraphQL
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        Queries and mutations run with your admin session and are audited like the console&apos;s own. The schema&apos;s documentation opens from the book icon.
      </Typography>
      <Box sx={{ height: 'calc(100vh - 220px)', minHeight: 560, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
        <Suspense fallback={<RouteFallback />}>
          <GraphqlIde />
        </Suspense>
      </Box>
    </>
  );
}
