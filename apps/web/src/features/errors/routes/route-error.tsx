import Box from '@mui/material/Box';
import { ServerErrorPage } from './server-error';

/** Shown when a page fails to render, instead of a blank screen. */
export function RouteErrorPage() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <ServerErrorPage />
    </Box>
  );
}
