import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { mailRequestSchema, type MailRequestBody } from '@routelab/shared';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/form-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { VALIDATE_ON_SUBMIT } from '../../../components/form/validation-mode';
import { applyServerErrors } from '../../../lib/form-errors';

interface MailRequestFormProps {
  request: UseMutationResult<unknown, Error, MailRequestBody>;
  submitLabel: string;
  /** What is said once the request went out: the server answers the same for any address. */
  sentText: (email: string) => string;
  /** The page's main action (large, focused), or a way out of a dead end (outlined). */
  prominent?: boolean;
}

/** Asks for an address and mails it a link (a password reset, a new confirmation link). */
export function MailRequestForm({
  request,
  submitLabel,
  sentText,
  prominent,
}: MailRequestFormProps) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const form = useForm({
    resolver: zodResolver(mailRequestSchema),
    ...VALIDATE_ON_SUBMIT,
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit((values) => {
    setFormError(undefined);
    request.mutate(values, {
      onSuccess: () => setSentTo(values.email),
      onError: (error) => setFormError(applyServerErrors(error, form.setError, ['email'])),
    });
  });

  if (sentTo) return <FormAlert severity="success" message={sentText(sentTo)} />;
  return (
    <>
      <FormAlert message={formError} />
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2.5}>
          <FormTextField
            control={form.control}
            name="email"
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            autoFocus={prominent}
          />
          <SubmitButton
            pending={request.isPending}
            fullWidth
            size={prominent ? 'large' : 'medium'}
            variant={prominent ? 'contained' : 'outlined'}
          >
            {submitLabel}
          </SubmitButton>
        </Stack>
      </Box>
    </>
  );
}
