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

export function ErrorPage({ code, title, text, action }: ErrorPageProps) {
  return (
    <Box sx={{ textAlign: 'center', maxWidth: 560, px: 2 }}>
      <Typography
        component="p"
        sx={{
          fontSize: { xs: '5rem', sm: '7rem' },
          fontWeight: 700,
          lineHeight: 1,
          color: 'primary.main',
        }}
        aria-hidden
      >
        {code}
      </Typography>
      <Typography variant="h4" component="h1" sx={{ mt: 2, mb: 1 }}>
        {`${code} ${title}`}
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
