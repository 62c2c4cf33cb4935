import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { NO_ROUTE_ACTIONS } from '@routelab/shared';
import { useId } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n';
import type { ClientFormValues } from './client-form-values';

/**
 * Gateway mode (issue 37): off stores each submit and simulates its receipt; on sends it out
 * through the MT routes, and says what happens to a submit that no route matches.
 */
export function RoutingFields({ control }: { control: Control<ClientFormValues> }) {
  const { t } = useTranslation();
  const routing = useController({ control, name: 'routing' });
  const noRoute = useController({ control, name: 'no_route' });
  const on = useWatch({ control, name: 'routing' }) === 'on';
  const labelId = useId();
  const error = routing.fieldState.error?.message ?? noRoute.fieldState.error?.message;
  return (
    <>
      <div>
        <FormControlLabel
          label={t('esme.routing.switch')}
          control={
            <Switch
              name="routing"
              checked={on}
              onChange={(_, checked) => routing.field.onChange(checked ? 'on' : 'off')}
            />
          }
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t(on ? 'esme.routing.onHint' : 'esme.routing.offHint')}
        </Typography>
      </div>
      {on && (
        <FormControl error={Boolean(noRoute.fieldState.error)}>
          <FormLabel id={labelId}>{t('esme.routing.noRoute')}</FormLabel>
          <RadioGroup
            aria-labelledby={labelId}
            name="no_route"
            value={noRoute.field.value}
            onChange={(_, value) => noRoute.field.onChange(value)}
          >
            {NO_ROUTE_ACTIONS.map((action) => (
              <FormControlLabel
                key={action}
                value={action}
                control={<Radio />}
                label={
                  <span>
                    {t(`esme.routing.noRouteActions.${action}`)}
                    <Typography
                      component="span"
                      variant="body2"
                      sx={{ display: 'block', color: 'text.secondary' }}
                    >
                      {t(`esme.routing.noRouteHints.${action}`)}
                    </Typography>
                  </span>
                }
                sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { pt: 0.5 } }}
              />
            ))}
          </RadioGroup>
        </FormControl>
      )}
      {error && <FormHelperText error>{translateMessage(error)}</FormHelperText>}
    </>
  );
}
