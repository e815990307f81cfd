import { createTheme, type Theme } from '@mui/material/styles';

// System fonts only: the app loads nothing from third-party hosts.
const fontFamily = ['system-ui', '-apple-system', '"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial', '"Noto Sans"', 'sans-serif'].join(',');

/** The app's theme; `direction` follows the language (Arabic is right to left). */
export const createAppTheme = (direction: 'ltr' | 'rtl' = 'ltr'): Theme =>
  createTheme({
    direction,
    palette: {
      mode: 'light',
      primary: { main: '#0b5cad', contrastText: '#ffffff' },
      secondary: { main: '#f2a900', contrastText: '#1a1a1a' },
      success: { main: '#1e8e3e' },
      error: { main: '#c62828' },
      background: { default: '#f5f7fb', paper: '#ffffff' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily,
      h1: { fontSize: '2.25rem', fontWeight: 700 },
      h2: { fontSize: '1.75rem', fontWeight: 700 },
      h3: { fontSize: '1.5rem', fontWeight: 600 },
      h4: { fontSize: '1.25rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiTextField: { defaultProps: { fullWidth: true } },
      // A table's box clips what overflows it only for descendants it contains: without a position, a visually hidden
      // (absolute) header label at the right of a too-wide table escaped it and scrolled the page sideways.
      MuiTableContainer: { styleOverrides: { root: { position: 'relative' } } },
    },
  });

export const theme = createAppTheme('ltr');
