import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Client } from '@routelab/shared';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/form-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { menuItems } from '../../../components/form/menu-items';
import { SubmitButton } from '../../../components/form/submit-button';
import { notify } from '../../../components/notify';
import { applyServerErrors } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/i18n';
import { useSendMo } from '../api/send-mo';
import { problemOf, TextCounter, type MoCoding } from './text-counter';
import { VALIDATE_ON_SUBMIT } from '../../../components/form/validation-mode';
import { npiMenuItems, tonMenuItems } from '../../../components/form/address-type-options';
import { AUTO } from '../../../lib/auto-option';
import { MO_FORM_FIELDS, moDefaults, moFormSchema } from '../lib/mo-form';

const CODINGS: MoCoding[] = ['auto', 'gsm7', 'latin1', 'ucs2'];
/** TON/NPI selects of the two addresses, each with "auto" first. */
const ADDRESS_TYPES = [
  ['source_addr_ton', 'sourceTon', tonMenuItems],
  ['source_addr_npi', 'sourceNpi', npiMenuItems],
  ['dest_addr_ton', 'destTon', tonMenuItems],
  ['dest_addr_npi', 'destNpi', npiMenuItems],
] as const;

interface MoDialogProps {
  accounts: Client[];
  /** Preselected account (e.g. the one filtered on). */
  clientId: number | undefined;
  onClose: () => void;
}

/** A mobile-originated message to a bound receiver or transceiver session of an account. */
export function MoDialog({ accounts, clientId, onClose }: MoDialogProps) {
  const { t } = useTranslation();
  const send = useSendMo();
  const [formError, setFormError] = useState<string>();
  const form = useForm({
    resolver: zodResolver(moFormSchema),
    ...VALIDATE_ON_SUBMIT,
    defaultValues: moDefaults(clientId ?? accounts[0]?.id ?? 0),
  });
  const text = useWatch({ control: form.control, name: 'text' });
  const coding = useWatch({ control: form.control, name: 'coding' });

  const onSubmit = form.handleSubmit((body) => {
    setFormError(undefined);
    // The counter already says why; the server would refuse it with the library's words.
    const problem = problemOf(body.text, body.coding, t);
    if (problem) {
      form.setError('text', { message: problem });
      return;
    }
    send.mutate(body, {
      onSuccess: (result) => {
        const refused = result.statuses.find((status) => status !== 0);
        if (refused === undefined) notify.success(t('esme.mo.sent', { count: result.parts }));
        else
          notify.warning(
            t('esme.mo.refused', { status: `0x${refused.toString(16).padStart(8, '0')}` }),
          );
        onClose();
      },
      onError: (error) => setFormError(applyServerErrors(error, form.setError, MO_FORM_FIELDS)),
    });
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle>{t('esme.mo.title')}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('esme.mo.subtitle')}
          </Typography>
          <FormAlert message={formError} />
          {accounts.length === 0 && <FormAlert severity="info" message={t('esme.mo.noAccounts')} />}
          <Controller
            control={form.control}
            name="client"
            render={({ field, fieldState }) => (
              <TextField
                select
                label={t('esme.mo.account')}
                name={field.name}
                value={
                  accounts.some((account) => account.id === field.value) ? String(field.value) : ''
                }
                onChange={(event) => field.onChange(Number(event.target.value))}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message && translateMessage(fieldState.error.message)}
              >
                {accounts.map((account) => (
                  <MenuItem key={account.id} value={String(account.id)}>
                    {account.name} ({account.system_id})
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            <FormTextField
              control={form.control}
              name="source_addr"
              label={t('esme.mo.source')}
              required
              slotProps={{ htmlInput: { maxLength: 20 } }}
            />
            <FormTextField
              control={form.control}
              name="destination_addr"
              label={t('esme.mo.destination')}
              required
              slotProps={{ htmlInput: { maxLength: 20 } }}
            />
          </Box>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' },
              gap: 2,
            }}
          >
            {ADDRESS_TYPES.map(([name, label, items]) => (
              <FormTextField
                key={name}
                control={form.control}
                name={name}
                label={t(`esme.mo.${label}`)}
                select
              >
                <MenuItem value={AUTO}>{t('smsc.addressTypes.auto')}</MenuItem>
                {items(t)}
              </FormTextField>
            ))}
          </Box>
          <Typography variant="caption" sx={{ color: 'text.secondary', mt: -1 }}>
            {t('esme.mo.addressTypesHint')}
          </Typography>
          <FormTextField control={form.control} name="coding" label={t('esme.mo.coding')} select>
            {menuItems(CODINGS, (option) => t(`esme.mo.codings.${option}`))}
          </FormTextField>
          <Box>
            <FormTextField
              control={form.control}
              name="text"
              label={t('esme.mo.text')}
              required
              multiline
              minRows={3}
              maxRows={10}
              fullWidth
            />
            <TextCounter text={text} coding={coding ?? 'auto'} />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="secondary">
            {t('esme.common.cancel')}
          </Button>
          <SubmitButton pending={send.isPending} disabled={accounts.length === 0}>
            {t('esme.mo.submit')}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
