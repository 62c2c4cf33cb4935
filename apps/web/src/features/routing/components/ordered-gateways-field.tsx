import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined';
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n';
import type { RouteFormValues } from '../lib/route-form';
import type { NamedOption } from './multi-select-field';

/** `list` with the entry at `index` moved by `by` places (kept inside the list). */
export function moved<T>(list: readonly T[], index: number, by: number): T[] {
  const target = index + by;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  const [entry] = next.splice(index, 1);
  next.splice(target, 0, entry!);
  return next;
}

interface OrderedGatewaysFieldProps {
  control: Control<RouteFormValues>;
  gateways: readonly NamedOption[];
  unknownLabel: (id: number) => string;
}

/**
 * An MT route's SMSC connections in the order they are tried: added from a select, moved with
 * up and down buttons (failover and least cost's ties go by this order), removed with ×.
 */
export function OrderedGatewaysField({
  control,
  gateways,
  unknownLabel,
}: OrderedGatewaysFieldProps) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'gateway_ids' });
  const ids = field.value;
  const listId = useId();
  const nameOf = (id: number) =>
    gateways.find((gateway) => gateway.id === id)?.name ?? unknownLabel(id);
  const left = gateways.filter((gateway) => !ids.includes(gateway.id));
  const message = fieldState.error?.message;
  return (
    <Box>
      <Typography id={listId} variant="body2" sx={{ fontWeight: 500, mb: 0.5 }}>
        {t('routing.form.gateways')}
      </Typography>
      {ids.length > 0 ? (
        <List
          dense
          aria-labelledby={listId}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, mb: 1.5 }}
        >
          {ids.map((id, index) => {
            const name = nameOf(id);
            return (
              <ListItem
                key={id}
                data-testid={`route-gateway-${id}`}
                secondaryAction={
                  <Box sx={{ display: 'flex' }}>
                    <IconButton
                      size="small"
                      aria-label={t('routing.form.gatewayUp', { name })}
                      disabled={index === 0}
                      onClick={() => field.onChange(moved(ids, index, -1))}
                    >
                      <ArrowUpwardOutlined fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={t('routing.form.gatewayDown', { name })}
                      disabled={index === ids.length - 1}
                      onClick={() => field.onChange(moved(ids, index, 1))}
                    >
                      <ArrowDownwardOutlined fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={t('routing.form.gatewayRemove', { name })}
                      onClick={() => field.onChange(ids.filter((other) => other !== id))}
                    >
                      <CloseOutlined fontSize="small" />
                    </IconButton>
                  </Box>
                }
                sx={{ pr: 16 }}
              >
                <ListItemText
                  primary={`${index + 1}. ${name}`}
                  slotProps={{ primary: { noWrap: true } }}
                />
              </ListItem>
            );
          })}
        </List>
      ) : null}
      <TextField
        select
        fullWidth
        name="gateway_ids"
        inputRef={field.ref}
        label={t('routing.form.addGateway')}
        value=""
        disabled={left.length === 0}
        error={Boolean(message)}
        onChange={(event) => {
          const id = Number(event.target.value);
          if (id) field.onChange([...ids, id]);
        }}
      >
        {left.map((gateway) => (
          <MenuItem key={gateway.id} value={gateway.id}>
            {gateway.name}
          </MenuItem>
        ))}
      </TextField>
      <FormHelperText error={Boolean(message)}>
        {message ? translateMessage(message) : t('routing.form.gatewaysHint')}
      </FormHelperText>
    </Box>
  );
}
