import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { BIND_TYPES, DEFAULT_CHARSETS, INTERFACE_VERSIONS } from '@routelab/shared';
import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GridFormField } from '../../../components/form/grid-form-field';
import { menuItems } from '../../../components/form/menu-items';
import { AUTO } from '../../../lib/auto-option';
import type { GatewayFormInput } from '../gateway-form';
import { FormSwitch } from '../../../components/form/form-switch';
import { npiMenuItems, tonMenuItems } from '../../../components/form/address-type-options';
import { TlsFields } from './tls-fields';

interface SectionsProps {
  control: Control<GatewayFormInput>;
  editing: boolean;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Grid size={12}>
        <Typography variant="overline" sx={{ color: 'text.secondary', display: 'block', mt: 1 }}>
          {title}
        </Typography>
      </Grid>
      {children}
    </>
  );
}

const half = { xs: 12, sm: 6 } as const;
const third = { xs: 12, sm: 4 } as const;
const quarter = { xs: 6, sm: 3 } as const;

/** Every field of the gateway contract, in the order an SMSC's connection sheet lists them. */
export function GatewayFormSections({ control, editing }: SectionsProps) {
  const { t } = useTranslation();
  const f = (key: string) => t(`smsc.form.fields.${key}`);
  return (
    <Grid container columnSpacing={2} rowSpacing={2}>
      <Section title={t('smsc.form.sections.connection')}>
        <GridFormField cell={half} control={control} name="name" label={f('name')} autoFocus />
        <GridFormField cell={{ xs: 8, sm: 4 }} control={control} name="host" label={f('host')} />
        <GridFormField
          cell={{ xs: 4, sm: 2 }}
          control={control}
          name="port"
          label={f('port')}
          type="number"
        />
        <TlsFields control={control} />
      </Section>
      <Section title={t('smsc.form.sections.bind')}>
        <GridFormField cell={third} control={control} name="system_id" label={f('systemId')} />
        <GridFormField
          cell={third}
          control={control}
          name="password"
          label={f('password')}
          type="password"
          autoComplete="new-password"
          helperText={editing ? t('smsc.form.keepPassword') : undefined}
        />
        <GridFormField cell={third} control={control} name="system_type" label={f('systemType')} />
        <GridFormField
          cell={quarter}
          control={control}
          name="bind_type"
          label={f('bindType')}
          select
        >
          {menuItems(BIND_TYPES, (type) => t(`smsc.bindTypes.${type}`))}
        </GridFormField>
        <GridFormField
          cell={quarter}
          control={control}
          name="interface_version"
          label={f('interfaceVersion')}
          select
        >
          {menuItems(INTERFACE_VERSIONS, (version) => (version === 0x34 ? 'SMPP 3.4' : 'SMPP 5.0'))}
        </GridFormField>
        <GridFormField cell={quarter} control={control} name="addr_ton" label={f('addrTon')} select>
          {tonMenuItems(t)}
        </GridFormField>
        <GridFormField cell={quarter} control={control} name="addr_npi" label={f('addrNpi')} select>
          {npiMenuItems(t)}
        </GridFormField>
        <GridFormField cell={12} control={control} name="address_range" label={f('addressRange')} />
      </Section>
      <Section title={t('smsc.form.sections.addressing')}>
        <GridFormField
          cell={half}
          control={control}
          name="source_addr"
          label={f('sourceAddr')}
          helperText={t('smsc.form.sourceAddrHint')}
        />
        <GridFormField
          cell={quarter}
          control={control}
          name="source_addr_ton"
          label={f('sourceTon')}
          select
        >
          <MenuItem value={AUTO}>{t('smsc.addressTypes.auto')}</MenuItem>
          {tonMenuItems(t)}
        </GridFormField>
        <GridFormField
          cell={quarter}
          control={control}
          name="source_addr_npi"
          label={f('sourceNpi')}
          select
        >
          <MenuItem value={AUTO}>{t('smsc.addressTypes.auto')}</MenuItem>
          {npiMenuItems(t)}
        </GridFormField>
      </Section>
      <Section title={t('smsc.form.sections.text')}>
        <GridFormField
          cell={12}
          control={control}
          name="default_charset"
          label={f('defaultCharset')}
          helperText={t('smsc.form.defaultCharsetHint')}
          select
        >
          {menuItems(DEFAULT_CHARSETS, (charset) => t(`smsc.defaultCharsets.${charset}`))}
        </GridFormField>
      </Section>
      <Section title={t('smsc.form.sections.flow')}>
        <GridFormField
          cell={quarter}
          control={control}
          name="enquire_link_interval"
          label={f('enquireLink')}
          type="number"
        />
        <GridFormField
          cell={quarter}
          control={control}
          name="reconnect_delay"
          label={f('reconnectDelay')}
          type="number"
        />
        <GridFormField
          cell={quarter}
          control={control}
          name="window_size"
          label={f('window')}
          type="number"
        />
        <GridFormField
          cell={quarter}
          control={control}
          name="throughput_limit"
          label={f('throughput')}
          helperText={t('smsc.form.throughputHint')}
          type="number"
        />
        <Grid size={12}>
          <FormSwitch control={control} name="enabled" label={f('enabled')} />
        </Grid>
      </Section>
    </Grid>
  );
}
