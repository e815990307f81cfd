import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

interface PublicShellProps {
  /** Undefined until the session check answers. */
  signedIn: boolean | undefined;
  /** The footer's risk warning (site content); the footer has a built-in one meanwhile. */
  riskWarning?: string;
  children: ReactNode;
}

export function PublicShell({ signedIn, riskWarning, children }: PublicShellProps) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <PublicHeader signedIn={signedIn} />
      <Box component="main" sx={{ flexGrow: 1 }}>
        {children}
      </Box>
      <PublicFooter riskWarning={riskWarning} />
    </Box>
  );
}
