import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import HighlightOffOutlined from '@mui/icons-material/HighlightOffOutlined';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import {
  formatUsd,
  routeExplainRequestSchema,
  type RouteExplain,
  type RouteExplainRequest,
} from '@routelab/shared';
import { useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/form-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { VALIDATE_ON_SUBMIT } from '../../../components/form/validation-mode';
import { applyServerErrors } from '../../../lib/form-errors';
import { useExplainRoute } from '../api/explain-route';
import type { NamedOption } from './multi-select-field';

interface ExplainValues {
  client_id: number | '';
  destination: string;
  source: string;
  text: string;
}

const FIELDS = ['client_id', 'destination', 'source', 'text'] as const;

const resolver: Resolver<ExplainValues> = async (values) => {
  const result = routeExplainRequestSchema.safeParse(values);
  if (result.success) return { values, errors: {} };
  const errors: FieldErrors<ExplainValues> = {};
  for (const issue of result.error.issues) {
    const field = FIELDS.find((name) => name === issue.path[0]) ?? 'destination';
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

/** The decision, worded: which route and gateway, or why none. */
function Outcome({ decision }: { decision: RouteExplain }) {
  const { t } = useTranslation();
  if (decision.outcome === 'routing_off') {
    return (
      <Alert severity="info" data-testid="explain-outcome">
        {t('routing.explain.routingOff')}
      </Alert>
    );
  }
  if (decision.outcome === 'no_route') {
    return (
      <Alert severity="warning" data-testid="explain-outcome">
        {decision.command_status === 0
          ? t('routing.explain.noRouteAccepted')
          : t('routing.explain.noRoute', {
              status: `0x${decision.command_status.toString(16).toUpperCase().padStart(2, '0')}`,
            })}
      </Alert>
    );
  }
  const route = decision.routes.find((tried) => tried.id === decision.route_id);
  const gateway = decision.gateways.find((candidate) => candidate.id === decision.gateway_id);
  return (
    <Alert severity="success" data-testid="explain-outcome">
      {gateway
        ? t('routing.explain.routed', {
            route: route?.name ?? `#${decision.route_id}`,
            gateway: gateway.name,
          })
        : t('routing.explain.routedNoGateway', { route: route?.name ?? `#${decision.route_id}` })}
    </Alert>
  );
}

function Decision({ decision }: { decision: RouteExplain }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 2 }}>
      <Outcome decision={decision} />
      {decision.routes.length > 0 && (
        <div>
          <Typography variant="subtitle2" component="h3">
            {t('routing.explain.routesTried')}
          </Typography>
          <List dense aria-label={t('routing.explain.routesTried')}>
            {decision.routes.map((route) => (
              <ListItem key={route.id} disableGutters data-testid={`explain-route-${route.id}`}>
                <ListItemIcon sx={{ minWidth: 32 }}>
                  {route.matched ? (
                    <CheckCircleOutline color="success" fontSize="small" />
                  ) : (
                    <HighlightOffOutlined color="disabled" fontSize="small" />
                  )}
                </ListItemIcon>
                <ListItemText
                  primary={`${route.priority} · ${route.name}`}
                  secondary={
                    route.matched
                      ? t('routing.explain.matched')
                      : t(`routing.explain.checks.${route.failed ?? 'disabled'}`)
                  }
                />
              </ListItem>
            ))}
          </List>
        </div>
      )}
      {decision.gateways.length > 0 && (
        <div>
          <Typography variant="subtitle2" component="h3">
            {t('routing.explain.gateways')}
          </Typography>
          <List dense aria-label={t('routing.explain.gateways')}>
            {decision.gateways.map((gateway) => (
              <ListItem
                key={gateway.id}
                disableGutters
                data-testid={`explain-gateway-${gateway.id}`}
              >
                <ListItemIcon sx={{ minWidth: 32 }}>
                  {gateway.chosen ? (
                    <CheckCircleOutline color="success" fontSize="small" />
                  ) : (
                    <RemoveCircleOutline color="disabled" fontSize="small" />
                  )}
                </ListItemIcon>
                <ListItemText
                  primary={gateway.name}
                  secondary={[
                    gateway.chosen
                      ? t('routing.explain.chosen')
                      : t(`routing.explain.skips.${gateway.skipped ?? 'not_next'}`),
                    gateway.price_micros === null
                      ? t('routing.explain.noPrice')
                      : t('routing.explain.price', { price: formatUsd(gateway.price_micros) }),
                  ].join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        </div>
      )}
    </Box>
  );
}

/** Explain: which route and SMSC connection an account's submit would take now, and why. */
export function ExplainPanel({ accounts }: { accounts: readonly NamedOption[] }) {
  const { t } = useTranslation();
  const explain = useExplainRoute();
  const [formError, setFormError] = useState<string>();
  const form = useForm<ExplainValues>({
    resolver,
    ...VALIDATE_ON_SUBMIT,
    defaultValues: { client_id: '', destination: '', source: '', text: '' },
  });
  const onSubmit = form.handleSubmit((values) => {
    setFormError(undefined);
    explain.mutate(values as RouteExplainRequest, {
      onError: (error) => setFormError(applyServerErrors(error, form.setError, FIELDS)),
    });
  });
  return (
    <Card component="section" aria-labelledby="explain-title">
      <CardHeader
        title={t('routing.explain.title')}
        subheader={t('routing.explain.subtitle')}
        slotProps={{ title: { id: 'explain-title', component: 'h2', variant: 'h6' } }}
      />
      <CardContent>
        <Box component="form" noValidate onSubmit={onSubmit}>
          <FormAlert message={formError} />
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr 2fr' },
              gap: 2,
            }}
          >
            <FormTextField
              control={form.control}
              name="client_id"
              select
              label={t('routing.explain.account')}
            >
              {accounts.map((account) => (
                <MenuItem key={account.id} value={account.id}>
                  {account.name}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField
              control={form.control}
              name="destination"
              label={t('routing.explain.destination')}
              slotProps={{ htmlInput: { inputMode: 'tel', spellCheck: false } }}
            />
            <FormTextField
              control={form.control}
              name="source"
              label={t('routing.explain.source')}
            />
            <FormTextField control={form.control} name="text" label={t('routing.explain.text')} />
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
            <SubmitButton pending={explain.isPending}>{t('routing.explain.submit')}</SubmitButton>
          </Box>
        </Box>
        {explain.data && <Decision decision={explain.data} />}
      </CardContent>
    </Card>
  );
}
