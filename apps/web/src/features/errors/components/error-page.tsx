import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';

interface ErrorPageProps {
  code: string;
  title: string;
  text: string;
  action: { to: string; label: string };
}

/** A full-page error: its code, title and text, and the way back. */
export function ErrorPage({ code, title, text, action }: ErrorPageProps) {
  return (
    <Box sx={{ textAlign: 'center', maxWidth: 560, px: 2 }}>
      {/* One heading reads "401 You are not authorized" (spec section 3); the code shows once, large. */}
      <Typography component="h1" sx={{ mb: 1 }}>
        <Box
          component="span"
          sx={{
            display: 'block',
            fontSize: { xs: '5rem', sm: '7rem' },
            fontWeight: 700,
            lineHeight: 1,
            color: 'primary.main',
          }}
        >
          {code}
        </Box>{' '}
        <Typography variant="h4" component="span" sx={{ display: 'block', mt: 2 }}>
          {title}
        </Typography>
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>{text}</Typography>
      <Button component={Link} to={action.to} variant="contained" size="large">
        {action.label}
      </Button>
      <Box
        component="img"
        src="/images/logo.svg"
        alt=""
        sx={{ display: 'block', mx: 'auto', mt: 6, width: 48, opacity: 0.5 }}
      />
    </Box>
  );
}
