import MenuItem from '@mui/material/MenuItem';
import { CODINGS, CONCATENATIONS, type DefaultCharset } from '@routelab/shared';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GridFormField } from '../../../components/form/grid-form-field';
import { menuItems } from '../../../components/form/menu-items';
import { npiMenuItems, tonMenuItems } from '../../../components/form/address-type-options';
import { AUTO } from '../../../lib/auto-option';
import type { SendFormInput } from '../send-form';

const REGISTERED_DELIVERY = [0, 1, 2, 17] as const;

/** GSM carries at most 11 characters of an alphanumeric sender (3GPP TS 23.040). */
const ALPHANUMERIC_SENDER_MAX = 11;

/** Source address with its TON/NPI ("auto" detects them from the address). */
export function SourceFields({ control }: { control: Control<SendFormInput> }) {
  const { t } = useTranslation();
  const source = useWatch({ control, name: 'source_addr' }) ?? '';
  const longSender = /[A-Za-z]/.test(source) && source.length > ALPHANUMERIC_SENDER_MAX;
  return (
    <>
      <GridFormField
        cell={{ xs: 12, sm: 6 }}
        control={control}
        name="source_addr"
        label={t('smsc.send.source')}
        helperText={
          longSender ? t('smsc.send.longSender', { max: ALPHANUMERIC_SENDER_MAX }) : undefined
        }
      />
      <GridFormField
        cell={{ xs: 6, sm: 3 }}
        control={control}
        name="source_addr_ton"
        label="TON"
        select
      >
        <MenuItem value={AUTO}>{t('smsc.addressTypes.auto')}</MenuItem>
        {tonMenuItems(t)}
      </GridFormField>
      <GridFormField
        cell={{ xs: 6, sm: 3 }}
        control={control}
        name="source_addr_npi"
        label="NPI"
        select
      >
        <MenuItem value={AUTO}>{t('smsc.addressTypes.auto')}</MenuItem>
        {npiMenuItems(t)}
      </GridFormField>
    </>
  );
}

/**
 * Coding and how a long message is split. "GSM 7-bit" asks for data_coding 0: on a link that
 * reads data_coding 0 in another charset it is named after that charset.
 */
export function CodingFields({
  control,
  defaultCharset,
}: {
  control: Control<SendFormInput>;
  defaultCharset: DefaultCharset;
}) {
  const { t } = useTranslation();
  const codingLabel = (coding: (typeof CODINGS)[number]) =>
    coding === 'gsm7' && defaultCharset !== 'gsm7'
      ? t('smsc.send.dataCoding0', { charset: t(`smsc.defaultCharsets.${defaultCharset}`) })
      : t(`smsc.codings.${coding}`);
  return (
    <>
      <GridFormField
        cell={{ xs: 12, sm: 6 }}
        control={control}
        name="coding"
        label={t('smsc.send.coding')}
        select
      >
        {menuItems(CODINGS, codingLabel)}
      </GridFormField>
      <GridFormField
        cell={{ xs: 12, sm: 6 }}
        control={control}
        name="concatenation"
        label={t('smsc.send.concatenation')}
        select
      >
        {menuItems(CONCATENATIONS, (method) => t(`smsc.concatenations.${method}`))}
      </GridFormField>
    </>
  );
}

/** Delivery receipt and service type. */
export function DeliveryFields({ control }: { control: Control<SendFormInput> }) {
  const { t } = useTranslation();
  return (
    <>
      <GridFormField
        cell={{ xs: 12, sm: 6 }}
        control={control}
        name="registered_delivery"
        label={t('smsc.send.registeredDelivery')}
        select
      >
        {menuItems(REGISTERED_DELIVERY, (value) => t(`smsc.send.receipts.${value}`))}
      </GridFormField>
      <GridFormField
        cell={{ xs: 12, sm: 6 }}
        control={control}
        name="service_type"
        label={t('smsc.send.serviceType')}
      />
    </>
  );
}
