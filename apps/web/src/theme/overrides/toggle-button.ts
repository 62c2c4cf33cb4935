import type { Components, Theme } from '@mui/material/styles';
import { toggleButtonClasses } from '@mui/material/ToggleButton';

const COLORS = ['primary', 'secondary', 'success', 'error', 'warning', 'info'] as const;

/**
 * A selected coloured toggle is filled with the colour under its contrastText, like a contained
 * button: MUI's default writes `main` on a tint of itself, which no shade of it reads on in
 * dark mode (2.5:1 with the purple).
 */
export const toggleButton: Components<Theme> = {
  MuiToggleButton: {
    variants: COLORS.map((color) => ({
      props: { color },
      style: ({ theme }) => ({
        [`&.${toggleButtonClasses.selected}`]: {
          color: theme.palette[color].contrastText,
          backgroundColor: theme.palette[color].main,
          '&:hover': {
            backgroundColor: theme.palette[color].dark,
            '@media (hover: none)': { backgroundColor: theme.palette[color].main },
          },
        },
      }),
    })),
  },
};
