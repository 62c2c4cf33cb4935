import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AllowedIpsField } from '../../../components/form/allowed-ips-field';
import { VALIDATE_ON_SUBMIT } from '../../../components/form/validation-mode';
import { applyServerErrors } from '../../../lib/form-errors';
import { addressesResolver, type AddressesFormValues } from '../lib/addresses-form';

interface AddressesFormProps {
  initial: string[];
  /** Asks the server what the change would do; its text opens the confirmation. */
  preview: (ipAddresses: string[]) => Promise<{ preview: string }>;
  onPreviewed: (ipAddresses: string[], preview: string) => void;
  onCancel?: () => void;
}

/** The address editor: the list (IPv4/IPv6/CIDR), then Preview. */
export function AddressesForm({ initial, preview, onPreviewed, onCancel }: AddressesFormProps) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string>();
  const [pending, setPending] = useState(false);
  const form = useForm<AddressesFormValues>({
    resolver: addressesResolver,
    ...VALIDATE_ON_SUBMIT,
    defaultValues: { ip_addresses: initial },
  });

  const onSubmit = form.handleSubmit(async ({ ip_addresses: addresses }) => {
    setFormError(undefined);
    setPending(true);
    try {
      const answer = await preview(addresses);
      onPreviewed(addresses, answer.preview);
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, ['ip_addresses']));
    } finally {
      setPending(false);
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      {formError && <Alert severity="error">{formError}</Alert>}
      <AllowedIpsField
        control={form.control}
        name="ip_addresses"
        label={t('dedicatedSmpp.addresses')}
        hint={t('dedicatedSmpp.addressesHint')}
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        {onCancel && (
          <Button onClick={onCancel} color="secondary">
            {t('dedicatedSmpp.back')}
          </Button>
        )}
        <Button
          type="submit"
          variant="contained"
          disabled={pending}
          startIcon={
            pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined
          }
        >
          {t('dedicatedSmpp.preview')}
        </Button>
      </Box>
    </Box>
  );
}
