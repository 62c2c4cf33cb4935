import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import { MESSAGE_CLASSES } from '@routelab/shared';
import { useFormState, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GridFormField } from '../../../components/form/grid-form-field';
import { menuItems } from '../../../components/form/menu-items';
import { translateMessage } from '../../../lib/i18n';
import { FormSwitch } from '../../../components/form/form-switch';
import { NO_CLASS, type SendFormInput } from '../send-form';
import { SmppTimeField } from './smpp-time-field';

const PRIORITIES = [0, 1, 2, 3] as const;

/**
 * The submit_sm fields route tests set beyond text and receipts: message class (flash),
 * protocol_id, priority, raw esm_class, packing or the hex's own UDH, validity and schedule.
 */
export function AdvancedFields({ control }: { control: Control<SendFormInput> }) {
  const { t } = useTranslation();
  const coding = useWatch({ control, name: 'coding' });
  const { errors } = useFormState({ control, name: ['packed', 'udh'] });
  const switchError = errors.packed?.message ?? errors.udh?.message;
  return (
    <>
      <GridFormField
        cell={{ xs: 12, sm: 6 }}
        control={control}
        name="message_class"
        label={t('smsc.send.messageClass')}
        select
      >
        <MenuItem value={NO_CLASS}>{t('smsc.send.messageClasses.none')}</MenuItem>
        {menuItems(MESSAGE_CLASSES, (value) => t(`smsc.send.messageClasses.${value}`))}
      </GridFormField>
      <GridFormField
        cell={{ xs: 12, sm: 6 }}
        control={control}
        name="priority_flag"
        label={t('smsc.send.priority')}
        select
      >
        {menuItems(PRIORITIES, (value) => t(`smsc.send.priorities.${value}`))}
      </GridFormField>
      <GridFormField
        cell={{ xs: 12, sm: 6 }}
        control={control}
        name="protocol_id"
        label={t('smsc.send.protocolId')}
        type="number"
        helperText={t('smsc.send.protocolIdHint')}
      />
      <GridFormField
        cell={{ xs: 12, sm: 6 }}
        control={control}
        name="esm_class"
        label={t('smsc.send.esmClass')}
        type="number"
        helperText={t('smsc.send.esmClassHint')}
      />
      <Grid size={12}>
        {coding === 'binary' ? (
          <FormSwitch control={control} name="udh" label={t('smsc.send.udh')} />
        ) : (
          <FormSwitch control={control} name="packed" label={t('smsc.send.packed')} />
        )}
        {switchError && <FormHelperText error>{translateMessage(switchError)}</FormHelperText>}
      </Grid>
      <SmppTimeField
        control={control}
        name="validity_period"
        label={t('smsc.send.validity')}
        smppHint={t('smsc.send.validityHint')}
      />
      <SmppTimeField
        control={control}
        name="schedule_delivery_time"
        label={t('smsc.send.schedule')}
        smppHint={t('smsc.send.scheduleHint')}
      />
    </>
  );
}
