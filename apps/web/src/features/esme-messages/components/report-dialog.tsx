import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { DLR_OUTCOMES, esmeReportCreateSchema, type Message } from '@routelab/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/form-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { menuItems } from '../../../components/form/menu-items';
import { SubmitButton } from '../../../components/form/submit-button';
import { notify } from '../../../components/notify';
import { applyServerErrors } from '../../../lib/form-errors';
import { useCreateReport } from '../api/create-report';
import { messageLabel } from '../lib/message-label';
import { VALIDATE_ON_SUBMIT } from '../../../components/form/validation-mode';

/** Sends a delivery receipt (deliver_sm, esm_class 0x04) for a received message. */
export function ReportDialog({ message, onClose }: { message: Message; onClose: () => void }) {
  const { t } = useTranslation();
  const report = useCreateReport();
  const [formError, setFormError] = useState<string>();
  const form = useForm({
    resolver: zodResolver(esmeReportCreateSchema),
    ...VALIDATE_ON_SUBMIT,
    defaultValues: { message: message.id, status: 'delivered' as const, error_code: 0 },
  });

  const onSubmit = form.handleSubmit((body) => {
    setFormError(undefined);
    report.mutate(body, {
      onSuccess: (result) => {
        if (result.sent_now) notify.success(t('esme.report.sent', { count: result.reports }));
        else notify.info(t('esme.report.queued'));
        onClose();
      },
      onError: (error) =>
        setFormError(applyServerErrors(error, form.setError, ['status', 'error_code'])),
    });
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle>{t('esme.report.title')}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('esme.report.subtitle', {
              message: messageLabel(t, message),
              destination: message.destination_addr,
            })}
          </Typography>
          <FormAlert message={formError} />
          <FormTextField
            control={form.control}
            name="status"
            label={t('esme.report.status')}
            select
          >
            {menuItems(DLR_OUTCOMES, (outcome) => t(`esme.dlr.outcomes.${outcome}`))}
          </FormTextField>
          <FormTextField
            control={form.control}
            name="error_code"
            label={t('esme.report.errorCode')}
            helperText={t('esme.report.errorCodeHint')}
            type="number"
            slotProps={{ htmlInput: { min: 0, max: 999 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="secondary">
            {t('esme.common.cancel')}
          </Button>
          <SubmitButton pending={report.isPending}>{t('esme.report.submit')}</SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
