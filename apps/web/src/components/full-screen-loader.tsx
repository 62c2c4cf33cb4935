import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** The logo with a spinner, shown while authentication initialises (spec section 2). */
export function FullScreenLoader() {
  return (
    <Box
      role="progressbar"
      aria-label="Loading"
      sx={{
        position: 'fixed',
        inset: 0,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        bgcolor: 'background.default',
      }}
    >
      <Box component="img" src="/images/logo.svg" alt="RouteLab" sx={{ width: 64, height: 64 }} />
      <CircularProgress size={32} aria-hidden />
    </Box>
  );
}
