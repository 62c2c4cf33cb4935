import Box from '@mui/material/Box';
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
      }}
    >
      {children}
    </Box>
  );
}
