import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { Gateway } from '@routelab/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../../components/form/dialog-form';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { VALIDATE_ON_SUBMIT } from '../../../components/form/validation-mode';
import { notify } from '../../../components/notify';
import { applyServerErrors } from '../../../lib/form-errors';
import { useCreateGateway } from '../api/create-gateway';
import { useUpdateGateway } from '../api/update-gateway';
import {
  GATEWAY_FORM_FIELDS,
  NEW_GATEWAY,
  formValuesOf,
  gatewayFormSchema,
  withoutHiddenTlsOptions,
  type GatewayFormInput,
} from '../gateway-form';
import { GatewayFormSections } from './gateway-form-sections';

interface GatewayDialogProps {
  /** Absent: a new gateway. */
  gateway?: Gateway;
  onClose: () => void;
}

/** Creates or edits a gateway; the fields are checked against the shared contract on submit. */
export function GatewayDialog({ gateway, onClose }: GatewayDialogProps) {
  const { t } = useTranslation();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const create = useCreateGateway();
  const update = useUpdateGateway();
  const [formError, setFormError] = useState<string>();
  const form = useForm({
    resolver: (values, context, options) =>
      zodResolver(gatewayFormSchema)(withoutHiddenTlsOptions(values), context, options),
    ...VALIDATE_ON_SUBMIT,
    defaultValues: gateway ? formValuesOf(gateway) : NEW_GATEWAY,
  });

  const onSubmit = form.handleSubmit((values) => {
    setFormError(undefined);
    const done = {
      onSuccess: () => {
        notify.success(
          t(gateway ? 'smsc.form.updated' : 'smsc.form.created', { name: values.name }),
        );
        onClose();
      },
      onError: (error: unknown) =>
        setFormError(
          applyServerErrors<GatewayFormInput>(error, form.setError, GATEWAY_FORM_FIELDS),
        ),
    };
    if (gateway) update.mutate({ ...values, id: gateway.id }, done);
    else create.mutate({ ...values, password: values.password ?? '' }, done);
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogForm onSubmit={onSubmit} data-testid="gateway-form">
        <DialogTitle>
          {gateway ? t('smsc.form.editTitle', { name: gateway.name }) : t('smsc.form.createTitle')}
        </DialogTitle>
        <DialogContent dividers>
          <FormAlert message={formError} />
          <GatewayFormSections control={form.control} editing={Boolean(gateway)} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="secondary">
            {t('common.cancel')}
          </Button>
          <SubmitButton pending={create.isPending || update.isPending}>
            {gateway ? t('common.save') : t('smsc.form.create')}
          </SubmitButton>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
