import MuiLink from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** An in-app link styled as text. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <MuiLink component={Link} to={to} underline="hover" sx={{ fontWeight: 500 }}>
      {children}
    </MuiLink>
  );
}
