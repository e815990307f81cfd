import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

export function PublicShell({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <PublicHeader signedIn={signedIn} />
      <Box component="main" sx={{ flexGrow: 1 }}>
        {children}
      </Box>
      <PublicFooter />
    </Box>
  );
}
