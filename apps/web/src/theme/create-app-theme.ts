import { createTheme, type Theme } from '@mui/material/styles';
import type { Language } from '@routelab/shared';
import type { Direction, Mode, Skin, ThemeColor } from '../lib/settings-store';
import { muiLocales } from './mui-locales';
import { componentOverrides } from './overrides';
import { paletteFor } from './palette';
import { typography } from './typography';

export interface ThemeInput {
  mode: Mode;
  skin: Skin;
  themeColor: ThemeColor;
  direction: Direction;
  language: Language;
}

/** Breakpoints, layering and sizes as spec section 9 fixes them. */
export function createAppTheme({ mode, skin, themeColor, direction, language }: ThemeInput): Theme {
  return createTheme(
    {
      direction,
      palette: paletteFor(mode, themeColor),
      typography,
      shape: { borderRadius: 6 },
      breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } },
      zIndex: { modal: 1300, snackbar: 1400, tooltip: 1500 },
      components: componentOverrides(skin),
    },
    ...muiLocales(language),
  );
}
