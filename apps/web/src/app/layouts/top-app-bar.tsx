import AppBar from '@mui/material/AppBar';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import type { BarDisplay } from '../../lib/settings-store';

interface TopAppBarProps {
  display: BarDisplay;
  blur: boolean;
  children: ReactNode;
}

/** The app bar: sticky when fixed (optionally blurred), scrolling away when static. */
export function TopAppBar({ display, blur, children }: TopAppBarProps) {
  if (display === 'hidden') return null;
  const fixed = display === 'fixed';
  return (
    <AppBar
      position={fixed ? 'sticky' : 'static'}
      sx={(theme) => ({
        borderBottom: `1px solid ${theme.palette.divider}`,
        bgcolor: fixed && blur ? alpha(theme.palette.background.paper, 0.82) : 'background.paper',
        backdropFilter: fixed && blur ? 'blur(8px)' : 'none',
        color: 'text.primary',
      })}
    >
      {children}
    </AppBar>
  );
}
