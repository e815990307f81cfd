import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RouteFallback } from '../../components/route-fallback';

// GraphiQL and its editor are large: they load with this page only.
const GraphqlIde = lazy(() => import('../../features/admin-graphql/graphql-ide'));

export function AdminGraphqlPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <Typography variant="h1" component="h1">
        {t('graphql.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('graphql.intro')}
      </Typography>
      {/* The editor is code, written left to right in every language; its off-screen helpers (hidden
          text areas far to the left) stay clipped inside the box, or a right-to-left page would scroll to them. */}
      <Box
        dir="ltr"
        sx={{
          height: 'calc(100vh - 220px)',
          minHeight: 560,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflow: 'hidden',
          position: 'relative',
          contain: 'paint',
        }}
      >
        <Suspense fallback={<RouteFallback />}>
          <GraphqlIde />
        </Suspense>
      </Box>
    </>
  );
}
