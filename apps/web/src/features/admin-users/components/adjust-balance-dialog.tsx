import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type AdminUser } from '@routelab/shared';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatBalanceUsd } from '../../../components/format-balance';
import { DialogForm } from '../../../components/form/dialog-form';
import { FormAlert } from '../../../components/form/form-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { VALIDATE_ON_SUBMIT } from '../../../components/form/validation-mode';
import { notify } from '../../../components/notify';
import { ApiError, isApiError } from '../../../lib/api-error';
import { applyServerErrors } from '../../../lib/form-errors';
import { useAdjustBalance } from '../api/adjust-balance';
import {
  adjustmentFormSchema,
  toAdjustmentBody,
  type AdjustmentFormValues,
} from './adjustment-form';

interface AdjustBalanceDialogProps {
  user: AdminUser;
  onClose: () => void;
}

/** The server names the amount `amount_micros`; the dialog's field is the USD text `amount`. */
const onDialogFields = (error: unknown): unknown => {
  if (!isApiError(error)) return error;
  const { amount_micros: amount, ...rest } = error.fieldErrors;
  return new ApiError(error.status, error.detail, amount ? { ...rest, amount } : rest, error.code);
};

/** Adds to or takes from a user's balance: a ledger row with the admin's note. */
export function AdjustBalanceDialog({ user, onClose }: AdjustBalanceDialogProps) {
  const { t } = useTranslation();
  const adjust = useAdjustBalance();
  const [formError, setFormError] = useState<string>();
  const schema = useMemo(() => adjustmentFormSchema(t('adjustBalance.invalidAmount')), [t]);
  const form = useForm<AdjustmentFormValues>({
    resolver: zodResolver(schema),
    ...VALIDATE_ON_SUBMIT,
    defaultValues: { amount: '', note: '' },
  });

  const onSubmit = form.handleSubmit((values) => {
    setFormError(undefined);
    adjust.mutate(
      { id: user.id, body: toAdjustmentBody(values) },
      {
        onSuccess: (updated) => {
          notify.success(
            t('adjustBalance.done', {
              email: updated.email,
              balance: formatBalanceUsd(updated.balance),
            }),
          );
          onClose();
        },
        onError: (error) =>
          setFormError(applyServerErrors(onDialogFields(error), form.setError, ['amount', 'note'])),
      },
    );
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogForm onSubmit={onSubmit}>
        <DialogTitle>{t('adjustBalance.title')}</DialogTitle>
        <DialogContent>
          <Typography sx={{ color: 'text.secondary', mb: 2 }}>
            {user.email} · {t('adjustBalance.current', { balance: formatBalanceUsd(user.balance) })}
          </Typography>
          <FormAlert message={formError} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField
              control={form.control}
              name="amount"
              label={t('adjustBalance.amount')}
              helperText={t('adjustBalance.amountHint')}
              autoFocus
              fullWidth
            />
            <FormTextField
              control={form.control}
              name="note"
              label={t('adjustBalance.note')}
              helperText={t('adjustBalance.noteHint')}
              required
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="secondary">
            {t('common.cancel')}
          </Button>
          <SubmitButton pending={adjust.isPending}>{t('adjustBalance.submit')}</SubmitButton>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
