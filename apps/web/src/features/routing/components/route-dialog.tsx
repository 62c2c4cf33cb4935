import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ROUTE_KINDS, ROUTE_STRATEGIES, type Route, type RouteKind } from '@routelab/shared';
import { useId, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/form-alert';
import { FormSwitch } from '../../../components/form/form-switch';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { VALIDATE_ON_SUBMIT } from '../../../components/form/validation-mode';
import { notify } from '../../../components/notify';
import { usePhone } from '../../../lib/use-phone';
import { useCreateRoute, useUpdateRoute } from '../api/save-route';
import {
  createBodyOf,
  formValuesOf,
  routeFormResolver,
  updateBodyOf,
  type RouteFormValues,
} from '../lib/route-form';
import { applyRouteServerErrors } from '../lib/server-errors';
import { MultiSelectField, type NamedOption } from './multi-select-field';
import { OrderedGatewaysField } from './ordered-gateways-field';
import { PrefixesField } from './prefixes-field';
import { WindowFields } from './window-fields';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

interface RouteDialogProps {
  /** Absent: a new route of `kind`. */
  route?: Route;
  kind?: RouteKind;
  accounts: readonly NamedOption[];
  gateways: readonly NamedOption[];
  onClose: () => void;
}

/** Creates or edits a route: its name and order, what it matches and where it sends. */
export function RouteDialog({ route, kind = 'mt', accounts, gateways, onClose }: RouteDialogProps) {
  const { t } = useTranslation();
  const fullScreen = usePhone();
  const create = useCreateRoute();
  const update = useUpdateRoute();
  const [formError, setFormError] = useState<string>();
  const kindLabel = useId();
  const form = useForm<RouteFormValues>({
    resolver: routeFormResolver(route?.id),
    ...VALIDATE_ON_SUBMIT,
    defaultValues: formValuesOf(route, kind),
  });
  const chosenKind = useWatch({ control: form.control, name: 'kind' });
  const strategy = useWatch({ control: form.control, name: 'strategy' });
  const windowOn = useWatch({ control: form.control, name: 'window_on' });
  const unknownAccount = (id: number) => t('routing.unknownAccount', { id });
  const unknownGateway = (id: number) => t('routing.unknownGateway', { id });

  const onSubmit = form.handleSubmit((values) => {
    setFormError(undefined);
    const callbacks = {
      onSuccess: (saved: Route) => {
        notify.success(
          t(route ? 'routing.form.saved' : 'routing.form.created', { name: saved.name }),
        );
        onClose();
      },
      onError: (error: Error) =>
        setFormError(applyRouteServerErrors(error, values.kind, form.setError)),
    };
    if (route) update.mutate(updateBodyOf(route.id, values), callbacks);
    else create.mutate(createBodyOf(values), callbacks);
  });

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby="route-dialog-title"
    >
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
      >
        <DialogTitle id="route-dialog-title">
          {route
            ? t('routing.form.editTitle', { name: route.name })
            : t('routing.form.createTitle')}
        </DialogTitle>
        <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          <FormAlert message={formError} />
          <Section title={t('routing.form.route')}>
            <div>
              <Typography id={kindLabel} variant="body2" sx={{ mb: 0.5 }}>
                {t('routing.form.kind')}
              </Typography>
              <Controller
                control={form.control}
                name="kind"
                render={({ field }) => (
                  <ToggleButtonGroup
                    exclusive
                    fullWidth
                    size="small"
                    aria-labelledby={kindLabel}
                    value={field.value}
                    disabled={Boolean(route)}
                    onChange={(_, value: RouteKind | null) => value && field.onChange(value)}
                  >
                    {ROUTE_KINDS.map((value) => (
                      <ToggleButton key={value} value={value}>
                        {t(`routing.kinds.${value}`)}
                      </ToggleButton>
                    ))}
                  </ToggleButtonGroup>
                )}
              />
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                {t(route ? 'routing.form.kindFixed' : `routing.kindHints.${chosenKind}`)}
              </Typography>
            </div>
            <Box
              sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, gap: 2 }}
            >
              <FormTextField
                control={form.control}
                name="name"
                label={t('routing.form.name')}
                required
                autoFocus
              />
              <FormTextField
                control={form.control}
                name="priority"
                label={t('routing.form.priority')}
                helperText={t('routing.form.priorityHint')}
                type="number"
                slotProps={{ htmlInput: { min: 0, max: 1_000_000 } }}
              />
            </Box>
            <FormSwitch control={form.control} name="enabled" label={t('routing.form.enabled')} />
          </Section>
          <Divider />
          <Section title={t('routing.form.match')}>
            {chosenKind === 'mt' ? (
              <MultiSelectField
                control={form.control}
                name="client_ids"
                label={t('routing.form.accounts')}
                hint={t('routing.form.accountsHint')}
                options={accounts}
                unknownLabel={unknownAccount}
              />
            ) : (
              <MultiSelectField
                control={form.control}
                name="mo_gateway_ids"
                label={t('routing.form.moGateways')}
                hint={t('routing.form.moGatewaysHint')}
                options={gateways}
                unknownLabel={unknownGateway}
              />
            )}
            <PrefixesField
              control={form.control}
              label={t('routing.form.prefixes')}
              hint={t(
                chosenKind === 'mt' ? 'routing.form.prefixesHint' : 'routing.form.moPrefixesHint',
              )}
            />
            {chosenKind === 'mt' && (
              <>
                <Box
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                    gap: 2,
                  }}
                >
                  <FormTextField
                    control={form.control}
                    name="source_pattern"
                    label={t('routing.form.sourcePattern')}
                    helperText={t('routing.form.sourcePatternHint')}
                    slotProps={{
                      htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } },
                    }}
                  />
                  <FormTextField
                    control={form.control}
                    name="text_pattern"
                    label={t('routing.form.textPattern')}
                    helperText={t('routing.form.textPatternHint')}
                    slotProps={{
                      htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } },
                    }}
                  />
                </Box>
                <Controller
                  control={form.control}
                  name="window_on"
                  render={({ field }) => (
                    <FormControlLabel
                      label={t('routing.form.window')}
                      control={
                        <Switch
                          checked={field.value}
                          onChange={(_, checked) => field.onChange(checked)}
                        />
                      }
                    />
                  )}
                />
                {windowOn && <WindowFields control={form.control} />}
              </>
            )}
          </Section>
          <Divider />
          <Section title={t('routing.form.action')}>
            {chosenKind === 'mt' ? (
              <>
                <FormTextField
                  control={form.control}
                  name="strategy"
                  select
                  label={t('routing.form.strategy')}
                  helperText={t(`routing.strategyHints.${strategy}`)}
                >
                  {ROUTE_STRATEGIES.map((value) => (
                    <MenuItem key={value} value={value}>
                      {t(`routing.strategies.${value}`)}
                    </MenuItem>
                  ))}
                </FormTextField>
                <OrderedGatewaysField
                  control={form.control}
                  gateways={gateways}
                  unknownLabel={unknownGateway}
                />
              </>
            ) : (
              <FormTextField
                control={form.control}
                name="client_id"
                select
                label={t('routing.form.account')}
                helperText={t('routing.form.accountHint')}
              >
                {accounts.map((account) => (
                  <MenuItem key={account.id} value={account.id}>
                    {account.name}
                  </MenuItem>
                ))}
              </FormTextField>
            )}
          </Section>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="secondary">
            {t('common.cancel')}
          </Button>
          <SubmitButton pending={create.isPending || update.isPending}>
            {t(route ? 'routing.form.save' : 'routing.form.create')}
          </SubmitButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
