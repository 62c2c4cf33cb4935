import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The card every sign-in, sign-up and confirmation screen sits in. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <Card sx={{ width: '100%', maxWidth: 440 }}>
      <CardContent sx={{ p: { xs: 3, sm: 5 }, '&:last-child': { pb: { xs: 3, sm: 5 } } }}>
        <Box
          component={Link}
          to="/"
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 1.25,
            mb: 3,
            textDecoration: 'none',
            color: 'text.primary',
          }}
        >
          <Box component="img" src="/images/logo.svg" alt="" sx={{ width: 36, height: 36 }} />
          <Typography component="span" sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
            RouteLab
          </Typography>
        </Box>
        <Typography variant="h4" component="h1" sx={{ mb: 0.5 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body1" sx={{ color: 'text.secondary', mb: 3 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
