import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { PublicFooter } from './public-footer';

interface PublicShellProps {
  /** The header (routes/public/layout-islands.tsx: it knows whether someone is signed in). */
  header: ReactNode;
  /** The footer's risk warning (site content). */
  riskWarning: ReactNode;
  children: ReactNode;
}

export function PublicShell({ header, riskWarning, children }: PublicShellProps) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      {header}
      <Box component="main" sx={{ flexGrow: 1 }}>
        {children}
      </Box>
      <PublicFooter riskWarning={riskWarning} />
    </Box>
  );
}
