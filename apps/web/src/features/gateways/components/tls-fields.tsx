import Grid from '@mui/material/Grid';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GridFormField } from '../../../components/form/grid-form-field';
import type { GatewayFormInput } from '../gateway-form';
import { FormSwitch } from '../../../components/form/form-switch';

/** The TLS switch, and the certificate options it brings: they matter only with TLS on. */
export function TlsFields({ control }: { control: Control<GatewayFormInput> }) {
  const { t } = useTranslation();
  const tls = useWatch({ control, name: 'tls' });
  // Without verification a CA decides nothing: the field stays visible but cannot be edited.
  const verify = useWatch({ control, name: 'tls_verify' });
  return (
    <>
      <Grid size={12}>
        <FormSwitch control={control} name="tls" label={t('smsc.form.fields.tls')} />
      </Grid>
      {Boolean(tls) && (
        <>
          <Grid size={12}>
            <FormSwitch
              control={control}
              name="tls_verify"
              label={t('smsc.form.fields.tlsVerify')}
            />
          </Grid>
          <GridFormField
            cell={12}
            control={control}
            name="tls_ca"
            label={t('smsc.form.fields.tlsCa')}
            helperText={t('smsc.form.tlsCaHint')}
            disabled={verify === false}
            placeholder="-----BEGIN CERTIFICATE-----"
            multiline
            minRows={3}
            maxRows={10}
            sx={{ '& textarea': { fontFamily: 'monospace' } }}
          />
        </>
      )}
    </>
  );
}
