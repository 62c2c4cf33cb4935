import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** Frame of the sign-in, confirmation and error pages: the page alone, centred. */
export function BlankLayout({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: { xs: 2, sm: 4 },
        bgcolor: 'background.default',
        backgroundImage: (theme) =>
          [
            `radial-gradient(circle at 12% 18%, ${alpha(theme.palette.primary.main, 0.14)}, transparent 38%)`,
            `radial-gradient(circle at 88% 82%, ${alpha(theme.palette.info.main, 0.12)}, transparent 40%)`,
          ].join(', '),
      }}
    >
      {children}
    </Box>
  );
}
