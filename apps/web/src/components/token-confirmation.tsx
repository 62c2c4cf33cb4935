import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { UseMutationResult } from '@tanstack/react-query';
import { tokenBodySchema, type TokenBody } from '@routelab/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../lib/form-errors';
import { AuthCard } from './auth-card';

interface TokenConfirmationProps {
  title: string;
  successText: string;
  mutation: UseMutationResult<unknown, Error, TokenBody>;
  next: { to: string; label: string };
  /** Shown under a link that did not work: a way to get a new one. */
  whenFailed?: React.ReactNode;
}

/**
 * Posts the `token` of an e-mailed link once and reports the result. A token is single use,
 * so a repeated effect run (React's strict mode) must not post it again.
 */
export function TokenConfirmation({
  title,
  successText,
  mutation,
  next,
  whenFailed,
}: TokenConfirmationProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const parsed = tokenBodySchema.safeParse({ token: searchParams.get('token') ?? '' });
  const posted = useRef(false);
  const { mutate } = mutation;

  useEffect(() => {
    if (posted.current || !parsed.success) return;
    posted.current = true;
    mutate(parsed.data);
  }, [mutate, parsed.success, parsed.data]);

  let body: React.ReactNode;
  if (!parsed.success) {
    // Missing or malformed, the link was cut or mangled: the schema's wording would not say so.
    body = <Outcome ok={false} text={t('confirm.invalidLink')} />;
  } else if (mutation.isSuccess) {
    body = <Outcome ok text={successText} />;
  } else if (mutation.isError) {
    body = <Outcome ok={false} text={errorMessage(mutation.error)} />;
  } else {
    body = (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
        <CircularProgress size={24} aria-label={t('smsc.loading')} />
        <Typography>{t('confirm.checking')}</Typography>
      </Box>
    );
  }

  const failed = !parsed.success || mutation.isError;
  return (
    <AuthCard title={title}>
      {body}
      {failed && whenFailed}
      {(mutation.isSuccess || failed) && (
        <Button component={Link} to={next.to} variant="contained" fullWidth sx={{ mt: 3 }}>
          {next.label}
        </Button>
      )}
    </AuthCard>
  );
}

function Outcome({ ok, text }: { ok: boolean; text: string }) {
  return (
    <Box
      role={ok ? 'status' : 'alert'}
      data-testid={ok ? 'confirm-success' : 'confirm-error'}
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, mt: 2 }}
    >
      {ok ? <CheckCircleOutline color="success" /> : <ErrorOutline color="error" />}
      <Typography>{text}</Typography>
    </Box>
  );
}
