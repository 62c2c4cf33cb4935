import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { BarDisplay } from '../../lib/settings-store';

interface FooterProps {
  display: BarDisplay;
  maxWidth: number | undefined;
}

/** '© {year} RouteLab'; fixed, static or hidden as the settings say. */
export function Footer({ display, maxWidth }: FooterProps) {
  if (display === 'hidden') return null;
  return (
    <Box
      component="footer"
      sx={{
        px: 3,
        py: 2,
        ...(display === 'fixed' && {
          position: 'sticky',
          bottom: 0,
          bgcolor: 'background.default',
          zIndex: 'appBar',
        }),
      }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth, mx: 'auto' }}>
        © {new Date().getFullYear()} RouteLab
      </Typography>
    </Box>
  );
}
