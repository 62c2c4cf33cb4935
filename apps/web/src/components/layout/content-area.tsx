import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

interface ContentAreaProps {
  maxWidth: number | undefined;
  children: ReactNode;
}

/** The page body: full width or boxed, centred. */
export function ContentArea({ maxWidth, children }: ContentAreaProps) {
  return (
    <Box
      component="main"
      sx={{ flex: 1, width: '100%', maxWidth, mx: 'auto', px: { xs: 2, sm: 3 }, py: 3 }}
    >
      {children}
    </Box>
  );
}
