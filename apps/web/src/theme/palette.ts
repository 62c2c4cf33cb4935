import { darken, type PaletteOptions, type SimplePaletteColorOptions } from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';
import type { Mode, ThemeColor } from '../lib/settings-store';
import { readableShade } from './readable-shade';

/** The colours a user may pick as the primary one (settings.themeColor). */
export const themeColorValues: Record<ThemeColor, string> = {
  primary: '#7367F0',
  secondary: '#808390',
  success: '#28C76F',
  error: '#FF4C51',
  warning: '#FF9F43',
  info: '#00BAD1',
};

export const backgrounds: Record<Mode, { default: string; paper: string }> = {
  light: { default: '#F8F7FA', paper: '#FFFFFF' },
  dark: { default: '#25293C', paper: '#2F3349' },
};

/** WCAG 2.1 AA asks 4.5:1 for text; a little more so that no rounding tips a pair under. */
const TEXT_RATIO = 4.6;
const WHITE = '#FFFFFF';
/** Text on the light colours of dark mode: the dark background, a shade deeper. */
const INK = '#1D1F2E';

/**
 * A colour's shades for one mode. Each `main` is also text (links, outlined chips, text
 * buttons) on the background and on paper, and filled surfaces carry `contrastText` on `main`,
 * `light` and `dark`: light mode darkens the colour until both read, dark mode lightens it and
 * writes on it with INK, since no shade reads both on the dark paper and under white text.
 */
export function paletteColor(mode: Mode, color: string): SimplePaletteColorOptions {
  const surfaces = [backgrounds[mode].default, backgrounds[mode].paper];
  if (mode === 'light') {
    return {
      main: readableShade(color, surfaces, TEXT_RATIO, 'darken'),
      // The selected navigation item runs from light to main under white text.
      light: readableShade(color, [WHITE], TEXT_RATIO, 'darken'),
      contrastText: WHITE,
    };
  }
  const main = readableShade(color, surfaces, TEXT_RATIO, 'lighten');
  // Hovered buttons and chips turn `dark`: only a little, or INK would no longer read on it.
  return { main, dark: darken(main, 0.1), contrastText: INK };
}

export function paletteFor(mode: Mode, themeColor: ThemeColor): PaletteOptions {
  const light = mode === 'light';
  return {
    mode,
    primary: paletteColor(mode, themeColorValues[themeColor]),
    secondary: paletteColor(mode, themeColorValues.secondary),
    success: paletteColor(mode, themeColorValues.success),
    error: paletteColor(mode, themeColorValues.error),
    warning: paletteColor(mode, themeColorValues.warning),
    info: paletteColor(mode, themeColorValues.info),
    background: backgrounds[mode],
    // Grids sit on their card's paper, where the colours above are checked; in dark mode MUI X
    // would lighten them by 5% and `main` would fall under 4.5:1 there (3.97:1).
    DataGrid: { bg: backgrounds[mode].paper },
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
