import { createTheme } from '@mui/material/styles';
import { MODAL_Z_INDEX, MODAL_TRANSITION_MS } from '@/config/constants';
import { zhCNLocale } from './theme-locale';
import { appPalette } from './theme-palette';

// System fonts only: Chinese glyph fonts are several MB, and every target OS ships a good CJK face.
const FONT_STACK = [
  '-apple-system',
  'BlinkMacSystemFont',
  '"PingFang SC"',
  '"Hiragino Sans GB"',
  '"Microsoft YaHei"',
  '"Noto Sans CJK SC"',
  '"Source Han Sans SC"',
  '"WenQuanYi Micro Hei"',
  '"Segoe UI"',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(', ');

declare module '@mui/material/styles' {
  interface PaletteColor {
    /** A light tint of the colour: the background of a chosen card or row. */
    tint: string;
  }
  interface SimplePaletteColorOptions {
    tint?: string;
  }
  interface TypeText {
    /** The large pale icons of empty and login-required states. */
    placeholder: string;
  }
}

export const theme = createTheme(
  {
    palette: {
      primary: { main: '#0b4f7c', light: '#2f6b94', dark: '#083a5c', contrastText: '#ffffff', tint: '#eaf2f8' },
      secondary: { main: '#0b7d72', light: '#4fc3b6', dark: '#0a6f66', contrastText: '#ffffff', tint: '#e6f5f3' },
      background: { default: '#f4f7fa', paper: '#ffffff' },
      text: { primary: '#1d2733', secondary: '#5b6b7c', placeholder: '#c5d3df' },
      divider: '#e3e9ef',
      // The app's own colours by purpose (brand, surfaces, commerce, notices, print ...): see theme-palette.ts.
      ...appPalette,
    },
    typography: {
      fontFamily: FONT_STACK,
      button: { textTransform: 'none', fontWeight: 500 },
    },
    shape: { borderRadius: 6 },
    // Spec part 1 section 9 puts modals at z-index 1010; everything that must sit below a modal moves below it.
    zIndex: {
      mobileStepper: 900,
      fab: 1000,
      speedDial: 1000,
      appBar: 1000,
      drawer: 1005,
      modal: MODAL_Z_INDEX,
      snackbar: 1400,
      tooltip: 1500,
    },
    transitions: {
      duration: { enteringScreen: MODAL_TRANSITION_MS, leavingScreen: MODAL_TRANSITION_MS },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiLink: { defaultProps: { underline: 'hover' } },
    },
  },
  zhCNLocale,
);
