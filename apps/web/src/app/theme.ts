import { alpha, createTheme } from '@mui/material/styles';

const primary = '#1d5fa8';
const ink = '#15324f';
const border = '#dde4ee';

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: primary, dark: '#164a84', light: '#4f86c6', contrastText: '#ffffff' },
    secondary: { main: '#0f7f86' },
    background: { default: '#f4f7fb', paper: '#ffffff' },
    text: { primary: ink, secondary: '#56677d' },
    divider: border,
    success: { main: '#2e7d4f' },
    // Darker than MUI's orange (3.1:1 on white): warning text, outlined buttons and chips read at
    // 4.5:1 or more on white, on the page background and on the switch banner's warning tint.
    warning: { main: '#9a4a00' },
    info: { main: '#1f6fb2' },
  },
  // A user who asked the system for less motion gets none: dialogs, menus, ripples and the date
  // pickers' sliding months appear at once (the pickers follow the same system setting).
  motion: { reducedMotion: 'system' },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    h1: { fontSize: '1.75rem', fontWeight: 700, letterSpacing: '-0.01em' },
    h2: { fontSize: '1.25rem', fontWeight: 650 },
    h3: { fontSize: '1.1rem', fontWeight: 650 },
    h4: { fontSize: '1.75rem', fontWeight: 700 },
    h5: { fontSize: '1.35rem', fontWeight: 650 },
    h6: { fontSize: '1.05rem', fontWeight: 650 },
    subtitle2: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        body: { WebkitFontSmoothing: 'antialiased' },
        '#root': { minHeight: '100vh' },
      },
    },
    MuiAppBar: {
      defaultProps: { elevation: 0, color: 'inherit' },
      styleOverrides: {
        root: { backgroundColor: '#ffffff', borderBottom: `1px solid ${border}` },
      },
    },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: { root: { border: `1px solid ${border}` } },
    },
    MuiPaper: {
      styleOverrides: { outlined: { borderColor: border } },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { sizeLarge: { paddingTop: 10, paddingBottom: 10 } },
    },
    MuiTextField: {
      defaultProps: { fullWidth: true },
    },
    MuiFormHelperText: {
      styleOverrides: { root: { marginLeft: 2 } },
    },
    MuiDialogTitle: {
      styleOverrides: { root: { fontWeight: 650 } },
    },
    MuiListItemButton: {
      styleOverrides: {
        root: {
          borderRadius: 8,
          '&.Mui-selected': {
            backgroundColor: alpha(primary, 0.1),
            color: primary,
            '&:hover': { backgroundColor: alpha(primary, 0.14) },
          },
        },
      },
    },
  },
});
