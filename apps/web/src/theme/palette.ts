import type { PaletteOptions } from '@mui/material/styles';
import type { Mode, ThemeColor } from '../lib/settings-store';

/** The colours a user may pick as the primary one (settings.themeColor). */
export const themeColorValues: Record<ThemeColor, string> = {
  primary: '#7367F0',
  secondary: '#808390',
  success: '#28C76F',
  error: '#FF4C51',
  warning: '#FF9F43',
  info: '#00BAD1',
};

export function paletteFor(mode: Mode, themeColor: ThemeColor): PaletteOptions {
  const light = mode === 'light';
  return {
    mode,
    primary: { main: themeColorValues[themeColor], contrastText: '#fff' },
    secondary: { main: themeColorValues.secondary, contrastText: '#fff' },
    success: { main: themeColorValues.success, contrastText: '#fff' },
    error: { main: themeColorValues.error, contrastText: '#fff' },
    warning: { main: themeColorValues.warning, contrastText: '#fff' },
    info: { main: themeColorValues.info, contrastText: '#fff' },
    background: light
      ? { default: '#F8F7FA', paper: '#FFFFFF' }
      : { default: '#25293C', paper: '#2F3349' },
    text: light
      ? {
          primary: 'rgba(47, 43, 61, 0.9)',
          secondary: 'rgba(47, 43, 61, 0.7)',
          disabled: 'rgba(47, 43, 61, 0.4)',
        }
      : {
          primary: 'rgba(225, 222, 245, 0.9)',
          secondary: 'rgba(225, 222, 245, 0.7)',
          disabled: 'rgba(225, 222, 245, 0.4)',
        },
    divider: light ? 'rgba(47, 43, 61, 0.12)' : 'rgba(225, 222, 245, 0.12)',
  };
}
