import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';

/** Shown while a page's code loads. */
export function RouteFallback() {
  return <LinearProgress aria-label="Loading page" sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 2000 }} />;
}

/** Shown while something the whole screen needs loads (e.g. the session). */
export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
