import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';

interface LogoProps {
  /** Only the mark, for the collapsed navigation. */
  compact?: boolean;
}

export function Logo({ compact = false }: LogoProps) {
  return (
    <Box
      component={Link}
      to="/"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.25,
        color: 'text.primary',
        textDecoration: 'none',
      }}
    >
      {/* The mark alone (compact) names the link itself: a link must have a name (axe). */}
      <Box
        component="img"
        src="/images/logo.svg"
        alt={compact ? 'RouteLab' : ''}
        sx={{ width: 32, height: 32 }}
      />
      {!compact && (
        <Typography component="span" sx={{ fontSize: '1.375rem', fontWeight: 700 }}>
          RouteLab
        </Typography>
      )}
    </Box>
  );
}
