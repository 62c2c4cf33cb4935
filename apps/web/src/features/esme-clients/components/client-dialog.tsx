import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { SYSTEM_ID_MAX, type Client } from '@routelab/shared';
import { useEffect, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AllowedIpsField } from '../../../components/form/allowed-ips-field';
import { FormAlert } from '../../../components/form/form-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { notify } from '../../../components/notify';
import { applyServerErrors } from '../../../lib/form-errors';
import { useCreateClient } from '../api/create-client';
import { useUpdateClient } from '../api/update-client';
import {
  clientFormResolver,
  createBodyOf,
  formValuesOf,
  updateBodyOf,
  type ClientFormValues,
} from './client-form-values';
import { DlrPolicyFields } from './dlr-policy-fields';
import { RoutingFields } from './routing-fields';
import { MagicDestinationsPanel } from './magic-destinations-panel';
import { PasswordField } from './password-field';
import { VALIDATE_ON_SUBMIT } from '../../../components/form/validation-mode';
import { usePhone } from '../../../lib/use-phone';

const SERVER_FIELDS: FieldPath<ClientFormValues>[] = [
  'name',
  'system_id',
  'password',
  'allowed_ips',
  'max_binds',
  'throughput_limit',
  'dlr_policy',
  'dlr_policy.delay_min_ms',
  'dlr_policy.delay_max_ms',
  'dlr_policy.weights',
  'enabled',
  'routing',
  'no_route',
];

interface ClientDialogProps {
  /** Absent: a new account. */
  client?: Client;
  /** The SMPP port ESMEs bind to, for the connection details. */
  port: number;
  onClose: () => void;
  /** Called with the saved account and the password set now, if one was. */
  onSaved: (client: Client, password: string | undefined) => void;
}

function Section({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <Box component="section" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <div>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {subtitle}
          </Typography>
        )}
      </div>
      {children}
    </Box>
  );
}

/** Creates or edits an ESME account: credentials, allowed addresses, limits, receipt policy. */
export function ClientDialog({ client, port, onClose, onSaved }: ClientDialogProps) {
  const { t } = useTranslation();
  const fullScreen = usePhone();
  const create = useCreateClient();
  const update = useUpdateClient();
  const [formError, setFormError] = useState<string>();
  const form = useForm<ClientFormValues>({
    resolver: clientFormResolver(client?.id),
    ...VALIDATE_ON_SUBMIT,
    defaultValues: formValuesOf(client),
  });
  const enabled = useWatch({ control: form.control, name: 'enabled' });
  const dlrMode = useWatch({ control: form.control, name: 'dlr_policy.mode' });
  const routing = useWatch({ control: form.control, name: 'routing' });
  const systemId = useWatch({ control: form.control, name: 'system_id' });
  // A System ID over SMPP's limit is told at once, not at Create; once told, until it fits.
  useEffect(() => {
    if (systemId.trim().length > SYSTEM_ID_MAX || form.getFieldState('system_id').error) {
      void form.trigger('system_id');
    }
  }, [systemId, form]);

  const onSubmit = form.handleSubmit((values) => {
    setFormError(undefined);
    const password = values.password || undefined;
    const callbacks = {
      onSuccess: (saved: Client) => {
        notify.success(t(client ? 'esme.form.saved' : 'esme.form.created', { name: saved.name }));
        onSaved(saved, password);
        onClose();
      },
      onError: (error: Error) =>
        setFormError(applyServerErrors(error, form.setError, SERVER_FIELDS)),
    };
    if (client) update.mutate(updateBodyOf(client.id, values), callbacks);
    else create.mutate(createBodyOf(values), callbacks);
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen}>
      {/* A flex column, so the content scrolls between a fixed title and fixed actions. */}
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
      >
        <DialogTitle>
          {client ? t('esme.form.editTitle', { name: client.name }) : t('esme.form.createTitle')}
        </DialogTitle>
        <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          <FormAlert message={formError} />
          <Section title={t('esme.form.account')}>
            <Box
              sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}
            >
              <FormTextField
                control={form.control}
                name="name"
                label={t('esme.form.name')}
                required
                autoFocus
              />
              <FormTextField
                control={form.control}
                name="system_id"
                label={t('esme.form.systemId')}
                helperText={t('esme.form.systemIdHint')}
                required
                // No maxLength: a longer id pasted in would be cut without a word.
                slotProps={{ htmlInput: { spellCheck: false } }}
              />
              <PasswordField control={form.control} editing={Boolean(client)} port={port} />
              <Box>
                <Controller
                  control={form.control}
                  name="enabled"
                  render={({ field }) => (
                    <FormControlLabel
                      sx={{ mt: 1 }}
                      label={t('esme.form.enabled')}
                      control={
                        <Switch
                          checked={field.value}
                          onChange={(_, checked) => field.onChange(checked)}
                        />
                      }
                    />
                  )}
                />
                {client && !enabled && (
                  <Typography variant="body2" sx={{ color: 'warning.main' }}>
                    {t('esme.form.disabledUnbinds')}
                  </Typography>
                )}
              </Box>
            </Box>
          </Section>
          <Divider />
          <Section title={t('esme.form.limits')}>
            <AllowedIpsField
              control={form.control}
              name="allowed_ips"
              label={t('esme.form.allowedIps')}
              hint={t('esme.form.allowedIpsHint')}
            />
            <Box
              sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}
            >
              <FormTextField
                control={form.control}
                name="max_binds"
                label={t('esme.form.maxBinds')}
                type="number"
                slotProps={{ htmlInput: { min: 1, max: 100 } }}
              />
              <FormTextField
                control={form.control}
                name="throughput_limit"
                label={t('esme.form.throughputLimit')}
                helperText={t('esme.form.throughputHint')}
                type="number"
                slotProps={{ htmlInput: { min: 0 } }}
              />
            </Box>
          </Section>
          <Divider />
          <Section title={t('esme.routing.title')} subtitle={t('esme.routing.subtitle')}>
            <RoutingFields control={form.control} />
          </Section>
          <Divider />
          <Section
            title={t('esme.dlr.title')}
            subtitle={t(routing === 'on' ? 'esme.routing.dlrRouted' : 'esme.dlr.subtitle')}
          >
            <DlrPolicyFields control={form.control} setValue={form.setValue} />
            {/* Only the automatic policy honours them. */}
            {dlrMode === 'auto' && <MagicDestinationsPanel />}
          </Section>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="secondary">
            {t('esme.common.cancel')}
          </Button>
          <SubmitButton pending={create.isPending || update.isPending}>
            {t(client ? 'esme.form.save' : 'esme.form.create')}
          </SubmitButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
