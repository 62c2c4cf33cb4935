import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { DedicatedSmppAlert } from '../dedicated-smpp-alert';

interface ContentAreaProps {
  maxWidth: number | undefined;
  children: ReactNode;
}

/** The page body (full width or boxed, centred), under the account's banners. */
export function ContentArea({ maxWidth, children }: ContentAreaProps) {
  return (
    <Box
      component="main"
      sx={{ flex: 1, width: '100%', maxWidth, mx: 'auto', px: { xs: 2, sm: 3 }, py: 3 }}
    >
      <DedicatedSmppAlert />
      {children}
    </Box>
  );
}
