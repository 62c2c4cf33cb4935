import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown in the content area while a page's code loads. */
export function PageLoader() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress size={32} aria-label="Loading" />
    </Box>
  );
}
