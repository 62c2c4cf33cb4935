import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DEFAULT_DLR_WEIGHTS, DLR_OUTCOMES, type DlrOutcome } from '@routelab/shared';
import {
  Controller,
  useController,
  useWatch,
  type Control,
  type UseFormSetValue,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import { translateMessage } from '../../../lib/i18n';
import { weightPercentages } from '../lib/weight-percentages';
import type { ClientFormValues } from './client-form-values';

interface DlrPolicyFieldsProps {
  control: Control<ClientFormValues>;
  setValue: UseFormSetValue<ClientFormValues>;
}

function WeightRow({
  control,
  outcome,
  percent,
}: {
  control: Control<ClientFormValues>;
  outcome: DlrOutcome;
  percent: number;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: `dlr_policy.weights.${outcome}` });
  const label = t(`esme.dlr.outcomes.${outcome}`);
  const numeric = Number(field.value) || 0;
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr 72px 56px', sm: '200px 1fr 80px 64px' },
        alignItems: 'center',
        columnGap: 2,
      }}
    >
      <Typography variant="body2" sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
        {label}
      </Typography>
      <Slider
        value={Math.min(100, Math.max(0, numeric))}
        min={0}
        max={100}
        size="small"
        onChange={(_, value) => field.onChange(value as number)}
        slotProps={{ input: { 'aria-label': label } }}
      />
      <TextField
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        size="small"
        type="number"
        error={Boolean(fieldState.error)}
        slotProps={{ htmlInput: { min: 0, max: 100, 'aria-label': `${label}, weight` } }}
      />
      <Typography
        variant="body2"
        sx={{ textAlign: 'right', color: percent > 0 ? 'text.primary' : 'text.disabled' }}
        data-testid={`dlr-share-${outcome}`}
      >
        {t('esme.dlr.share', { percent: percent.toLocaleString() })}
      </Typography>
      {fieldState.error?.message && (
        <FormHelperText error sx={{ gridColumn: '1 / -1' }}>
          {translateMessage(fieldState.error.message)}
        </FormHelperText>
      )}
    </Box>
  );
}

/** Off, or automatic receipts after a random delay with SMPPSim-style outcome weights. */
export function DlrPolicyFields({ control, setValue }: DlrPolicyFieldsProps) {
  const { t } = useTranslation();
  const mode = useWatch({ control, name: 'dlr_policy.mode' });
  const weights = useWatch({ control, name: 'dlr_policy.weights' });
  const shares = weightPercentages(weights);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Controller
        control={control}
        name="dlr_policy.mode"
        render={({ field }) => (
          <ToggleButtonGroup
            exclusive
            color="primary"
            size="small"
            value={field.value}
            onChange={(_, value: 'off' | 'auto' | null) => value && field.onChange(value)}
            aria-label={t('esme.dlr.mode')}
            // Two equal halves: short labels that fit side by side down to 320 px.
            fullWidth
            sx={{ maxWidth: 400 }}
          >
            <ToggleButton value="off">{t('esme.dlr.off')}</ToggleButton>
            <ToggleButton value="auto">{t('esme.dlr.auto')}</ToggleButton>
          </ToggleButtonGroup>
        )}
      />
      {mode === 'off' && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('esme.dlr.offHint')}
        </Typography>
      )}
      {mode === 'auto' && (
        <>
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
            <FormTextField
              control={control}
              name="dlr_policy.delay_min_ms"
              label={t('esme.dlr.delayMin')}
              type="number"
              slotProps={{ htmlInput: { min: 0 } }}
            />
            <FormTextField
              control={control}
              name="dlr_policy.delay_max_ms"
              label={t('esme.dlr.delayMax')}
              type="number"
              slotProps={{ htmlInput: { min: 0 } }}
            />
          </Box>
          <Box>
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography variant="subtitle2">{t('esme.dlr.weights')}</Typography>
              <Button
                size="small"
                onClick={() =>
                  setValue('dlr_policy.weights', { ...DEFAULT_DLR_WEIGHTS }, { shouldDirty: true })
                }
              >
                {t('esme.dlr.resetWeights')}
              </Button>
            </Box>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
              {t('esme.dlr.weightsHint')}
            </Typography>
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
              {DLR_OUTCOMES.map((outcome) => (
                <WeightRow
                  key={outcome}
                  control={control}
                  outcome={outcome}
                  percent={shares[outcome]}
                />
              ))}
            </Box>
            <WeightsError control={control} />
          </Box>
        </>
      )}
    </Box>
  );
}

/** The message about the weights as a whole (at least one above 0). */
function WeightsError({ control }: { control: Control<ClientFormValues> }) {
  const { fieldState } = useController({ control, name: 'dlr_policy.weights' });
  const message = fieldState.error?.message ?? fieldState.error?.root?.message;
  return message ? <FormHelperText error>{translateMessage(message)}</FormHelperText> : null;
}
