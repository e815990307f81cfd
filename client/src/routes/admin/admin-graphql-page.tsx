import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RouteFallback } from '../../components/route-fallback';

// GraphiQL and its editor are large: they load with this page only.
const GraphqlIde = lazy(() => import('../../features/admin-graphql/graphql-ide'));

/** Space kept under the editor, px. */
const BOTTOM_GAP = 16;
/** The editor is never smaller than this, px: on a short window the page scrolls instead. */
const MIN_HEIGHT = 480;

/** The height that takes the element from where it starts down to the bottom of the window (recomputed on resize). */
function useFillToBottom<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    const measure = () => {
      const top = (ref.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
      setHeight(Math.max(MIN_HEIGHT, Math.floor(window.innerHeight - top - BOTTOM_GAP)));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  return { ref, height };
}

export function AdminGraphqlPage() {
  const { t } = useTranslation('admin');
  // The editor fills the window below the heading, at every width.
  const fill = useFillToBottom<HTMLDivElement>();
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
        ref={fill.ref}
        dir="ltr"
        sx={{
          height: fill.height ?? `calc(100dvh - 220px)`,
          minHeight: MIN_HEIGHT,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflow: 'hidden',
          position: 'relative',
          contain: 'paint',
          // On a phone the query and the answer stack (GraphiQL puts them side by side, each a few letters wide).
          '@media (max-width: 599.95px)': {
            '& #graphiql-session': { flexDirection: 'column' },
            '& .graphiql-editors, & .graphiql-response': { flex: '1 1 0 !important', minHeight: 0 },
            '& #graphiql-session > .graphiql-horizontal-drag-bar': { display: 'none' },
          },
        }}
      >
        <Suspense fallback={<RouteFallback />}>
          <GraphqlIde />
        </Suspense>
      </Box>
    </>
  );
}
