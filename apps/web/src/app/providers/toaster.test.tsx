import { createTheme, ThemeProvider } from '@mui/material/styles';
import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../components/notify';
import { AppToaster } from './toaster';

// react-hot-toast asks whether motion is reduced; jsdom has no matchMedia.
beforeEach(() => vi.stubGlobal('matchMedia', () => ({ matches: true })));
afterEach(() => {
  act(() => toast.remove());
  vi.unstubAllGlobals();
});

/** The box react-hot-toast places a toast in: its inline style says where on the screen. */
const placementOf = (text: string) =>
  screen.getByText(text).closest<HTMLElement>('[data-rht-toaster] > div')!.style;

describe('AppToaster', () => {
  for (const kind of ['success', 'error', 'info', 'warning'] as const) {
    it(`shows ${kind} toasts at the top centre (spec section 8), clear of the app bar's controls`, () => {
      render(
        <ThemeProvider theme={createTheme()}>
          <AppToaster />
        </ThemeProvider>,
      );
      act(() => {
        notify[kind](`A ${kind} message`);
      });
      const placement = placementOf(`A ${kind} message`);
      expect(placement.top).toBe('0px');
      expect(placement.bottom).toBe('');
      expect(placement.justifyContent).toBe('center');
      // Below the app bar, whose buttons a phone-width toast covered.
      const container = screen
        .getByText(`A ${kind} message`)
        .closest<HTMLElement>('[data-rht-toaster]')!;
      expect(container.style.top).toBe('72px');
    });
  }
});
