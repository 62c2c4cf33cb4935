import {
  decomposeColor,
  type CssVarsPalette,
  getContrastRatio,
  recomposeColor,
  type PaletteColor,
  type Theme,
} from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { THEME_COLORS, type Mode, type Skin } from '../lib/settings-store';
import { createAppTheme } from './create-app-theme';

const MODES: Mode[] = ['light', 'dark'];
const SKINS: Skin[] = ['default', 'bordered', 'semi-dark'];
const AA_TEXT = 4.5;

/** A translucent colour as seen over an opaque one (getContrastRatio ignores alpha). */
function over(color: string, background: string): string {
  const [red, green, blue, opacity = 1] = decomposeColor(color).values;
  const [baseRed, baseGreen, baseBlue] = decomposeColor(background).values;
  const mix = (top: number, bottom: number) => top * opacity + bottom * (1 - opacity);
  return recomposeColor({
    type: 'rgb',
    values: [mix(red, baseRed), mix(green, baseGreen), mix(blue, baseBlue)],
  });
}

/** MUI X types the grid's background for CSS-variable themes only; createTheme keeps it too. */
function gridBackground(theme: Theme): string {
  const { DataGrid } = theme.palette as Theme['palette'] & Partial<CssVarsPalette>;
  if (DataGrid?.bg === undefined) throw new Error('The palette sets no DataGrid.bg');
  return DataGrid.bg;
}

const ratio = (text: string, background: string) =>
  getContrastRatio(over(text, background), background);

/** Every colour pair the theme draws text with, named for a readable failure. */
function textPairs(theme: Theme): [string, string, string][] {
  const { background, text } = theme.palette;
  const surfaces = {
    background: background.default,
    paper: background.paper,
    grid: gridBackground(theme),
  };
  const pairs: [string, string, string][] = [];
  for (const [surface, color] of Object.entries(surfaces)) {
    pairs.push([`text.primary on ${surface}`, text.primary, color]);
    pairs.push([`text.secondary on ${surface}`, text.secondary, color]);
  }
  for (const name of THEME_COLORS) {
    const shades: PaletteColor = theme.palette[name];
    // Links, outlined chips, text buttons and log command names write `main` on the page.
    for (const [surface, color] of Object.entries(surfaces)) {
      pairs.push([`${name}.main on ${surface}`, shades.main, color]);
    }
    // Filled chips, contained buttons, selected toggles; hovered (dark); the selected nav item.
    for (const shade of ['main', 'dark', 'light'] as const) {
      pairs.push([`${name}.contrastText on ${name}.${shade}`, shades.contrastText, shades[shade]]);
    }
  }
  return pairs;
}

describe('theme contrast (WCAG 2.1 AA)', () => {
  for (const mode of MODES) {
    for (const skin of SKINS) {
      for (const themeColor of THEME_COLORS) {
        it(`reaches ${AA_TEXT}:1 for every text pair: ${mode}, ${skin}, ${themeColor}`, () => {
          const theme = createAppTheme({
            mode,
            skin,
            themeColor,
            direction: 'ltr',
            language: 'en',
          });
          const failing = textPairs(theme)
            .map(([pair, text, background]) => ({ pair, ratio: ratio(text, background) }))
            .filter((entry) => entry.ratio < AA_TEXT);
          expect(failing).toEqual([]);
        });
      }
    }
  }
});
