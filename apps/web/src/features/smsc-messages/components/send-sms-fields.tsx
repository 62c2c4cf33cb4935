import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import { CODINGS, CONCATENATIONS } from '@routelab/shared';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import { npiMenuItems, tonMenuItems } from '../../gateways/components/address-type-options';
import { AUTO } from '../../gateways/gateway-form';
import type { SendFormInput } from '../send-form';

const REGISTERED_DELIVERY = [0, 1, 2, 17] as const;

/** Source address with its TON/NPI ("auto" detects them from the address). */
export function SourceFields({ control }: { control: Control<SendFormInput> }) {
  const { t } = useTranslation();
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="source_addr"
          label={t('smsc.send.source')}
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <FormTextField control={control} name="source_addr_ton" label="TON" select fullWidth>
          <MenuItem value={AUTO}>{t('smsc.addressTypes.auto')}</MenuItem>
          {tonMenuItems(t)}
        </FormTextField>
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <FormTextField control={control} name="source_addr_npi" label="NPI" select fullWidth>
          <MenuItem value={AUTO}>{t('smsc.addressTypes.auto')}</MenuItem>
          {npiMenuItems(t)}
        </FormTextField>
      </Grid>
    </>
  );
}

/** Coding and how a long message is split. */
export function CodingFields({ control }: { control: Control<SendFormInput> }) {
  const { t } = useTranslation();
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="coding"
          label={t('smsc.send.coding')}
          select
          fullWidth
        >
          {CODINGS.map((coding) => (
            <MenuItem key={coding} value={coding}>
              {t(`smsc.codings.${coding}`)}
            </MenuItem>
          ))}
        </FormTextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="concatenation"
          label={t('smsc.send.concatenation')}
          select
          fullWidth
        >
          {CONCATENATIONS.map((method) => (
            <MenuItem key={method} value={method}>
              {t(`smsc.concatenations.${method}`)}
            </MenuItem>
          ))}
        </FormTextField>
      </Grid>
    </>
  );
}

/** Delivery receipt, validity, schedule and service type. */
export function DeliveryFields({ control }: { control: Control<SendFormInput> }) {
  const { t } = useTranslation();
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="registered_delivery"
          label={t('smsc.send.registeredDelivery')}
          select
          fullWidth
        >
          {REGISTERED_DELIVERY.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`smsc.send.receipts.${value}`)}
            </MenuItem>
          ))}
        </FormTextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="service_type"
          label={t('smsc.send.serviceType')}
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="validity_period"
          label={t('smsc.send.validity')}
          placeholder="000001000000000R"
          helperText={t('smsc.send.validityHint')}
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="schedule_delivery_time"
          label={t('smsc.send.schedule')}
          placeholder="000000001000000R"
          helperText={t('smsc.send.scheduleHint')}
          fullWidth
        />
      </Grid>
    </>
  );
}
