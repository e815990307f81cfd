import { Suspense } from 'react';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { paths } from '../../app/paths';
import { EnglishArea } from '../../app/theme-root';
import { PageTitle } from '../../components/page-title';
import { RouteFallback } from '../../components/route-fallback';
import { SessionGate } from '../../features/auth/components/session-gate';
import { ADMIN_NAV } from './admin-nav';

export function AdminLayout() {
  return (
    <EnglishArea>
      <SessionGate requireAdmin>
        <PageTitle title="Admin Panel" />
        <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Toolbar sx={{ gap: { xs: 1, sm: 2 }, flexWrap: 'wrap', py: { xs: 1, md: 0 } }}>
            <Typography variant="h4" component="p" sx={{ flexGrow: 1 }}>
              admin
            </Typography>
            <Box component="nav" aria-label="Admin" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {ADMIN_NAV.map((item) => (
                <Button key={item.href} component={RouterLink} to={item.href}>
                  {item.label}
                </Button>
              ))}
            </Box>
            <Button component={RouterLink} to={paths.user.dashboard.href()}>
              Back to my account
            </Button>
          </Toolbar>
        </AppBar>
        <Container component="main" maxWidth="lg" sx={{ py: 4 }}>
          <Box>
            <Suspense fallback={<RouteFallback />}>
              <Outlet />
            </Suspense>
          </Box>
        </Container>
      </SessionGate>
    </EnglishArea>
  );
}
