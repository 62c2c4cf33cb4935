import { zodResolver } from '@hookform/resolvers/zod';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { Coding, Concatenation, Gateway } from '@routelab/shared';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DialogForm } from '../../../components/form/dialog-form';
import { FormAlert } from '../../../components/form/form-alert';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { VALIDATE_ON_SUBMIT } from '../../../components/form/validation-mode';
import { notify } from '../../../components/notify';
import { applyServerErrors } from '../../../lib/form-errors';
import { translateMessage } from '../../../lib/i18n';
import { useCreateMessage } from '../api/create-message';
import { codingLabel } from '../coding-label';
import { sentAs } from '../sent-as';
import { counterModel } from '../text-counter-model';
import {
  SEND_FORM_FIELDS,
  sendDefaults,
  sendFormSchema,
  type SendBody,
  type SendFormInput,
} from '../send-form';
import { AdvancedFields } from './advanced-fields';
import { DestinationsField } from './destinations-field';
import { InsufficientBalanceAlert, insufficientBalanceDetail } from './insufficient-balance-alert';
import { SendCostLine } from './send-cost-line';
import { SentAsSummary } from './sent-as-summary';
import { CodingFields, DeliveryFields, SourceFields } from './send-sms-fields';
import { TextCounter } from './text-counter';
import { TlvRows } from './tlv-rows';

// The preview is opened by few sends: its dialog loads when first asked for.
const PduPreviewDialog = lazy(() =>
  import('./pdu-preview-dialog').then((module) => ({ default: module.PduPreviewDialog })),
);

interface SendSmsDialogProps {
  gateway: Gateway;
  onClose: () => void;
}

/** Composes and queues a message (to one or many destinations) on one gateway. */
export function SendSmsDialog({ gateway, onClose }: SendSmsDialogProps) {
  const { t } = useTranslation();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const send = useCreateMessage();
  const [formError, setFormError] = useState<string>();
  const [shortOfFunds, setShortOfFunds] = useState<string>();
  const [previewBody, setPreviewBody] = useState<SendBody>();
  const form = useForm({
    resolver: zodResolver(sendFormSchema),
    ...VALIDATE_ON_SUBMIT,
    defaultValues: sendDefaults(gateway),
  });
  const [coding, concatenation, text, hex, ownUdh, destinations] = useWatch({
    control: form.control,
    name: ['coding', 'concatenation', 'text', 'hex', 'udh', 'destinations'],
  });
  const [source, sourceTon, sourceNpi, messageClass] = useWatch({
    control: form.control,
    name: ['source_addr', 'source_addr_ton', 'source_addr_npi', 'message_class'],
  });
  const counted = {
    coding: coding as Coding,
    concatenation: concatenation as Concatenation,
    text: typeof text === 'string' ? text : '',
    hex: typeof hex === 'string' ? hex : '',
    ownUdh: ownUdh === true,
  };
  const model = useMemo(
    () =>
      counterModel(
        counted.coding,
        counted.concatenation,
        counted.text,
        counted.hex,
        gateway.default_charset,
        counted.ownUdh,
      ),
    [
      counted.coding,
      counted.concatenation,
      counted.text,
      counted.hex,
      gateway.default_charset,
      counted.ownUdh,
    ],
  );

  const sent = sentAs({
    gateway,
    source: typeof source === 'string' ? source : '',
    sourceTon,
    sourceNpi,
    destinations: destinations ?? [],
    model,
    messageClass,
  });

  const textError = coding === 'binary' ? form.formState.errors.text?.message : undefined;

  /** Characters the coding cannot carry: named on the text field, and nothing goes out. */
  const refuseUnencodable = () => {
    if (model.unencodable.length === 0) return false;
    form.setError(
      'text',
      {
        message: t('smsc.counter.unencodable', {
          coding: codingLabel(model, t),
          characters: model.unencodable.join(' '),
        }),
      },
      { shouldFocus: true },
    );
    return true;
  };

  const onPreview = form.handleSubmit((body) => {
    if (!refuseUnencodable()) setPreviewBody(body);
  });

  const onSubmit = form.handleSubmit((body) => {
    setFormError(undefined);
    if (refuseUnencodable()) return;
    setShortOfFunds(undefined);
    send.mutate(body, {
      onSuccess: (result) => {
        notify.success(t('smsc.send.queued', { count: result.ids.length }));
        onClose();
      },
      onError: (error) => {
        const detail = insufficientBalanceDetail(error);
        if (detail) setShortOfFunds(detail);
        else setFormError(applyServerErrors<SendFormInput>(error, form.setError, SEND_FORM_FIELDS));
      },
    });
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogForm onSubmit={onSubmit} data-testid="send-sms-form">
        <DialogTitle>
          {t('smsc.send.title')}
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('smsc.send.via', { name: gateway.name })}
          </Typography>
        </DialogTitle>
        <DialogContent dividers>
          <FormAlert message={formError} />
          <InsufficientBalanceAlert detail={shortOfFunds} />
          <Grid container spacing={2}>
            <SourceFields control={form.control} />
            <Grid size={12}>
              <DestinationsField control={form.control} />
            </Grid>
            <CodingFields control={form.control} defaultCharset={gateway.default_charset} />
            <Grid size={12}>
              {coding === 'binary' ? (
                <FormTextField
                  control={form.control}
                  name="hex"
                  label={t('smsc.send.hex')}
                  placeholder="0102A0FF"
                  multiline
                  minRows={3}
                  fullWidth
                />
              ) : (
                <FormTextField
                  control={form.control}
                  name="text"
                  label={t('smsc.send.text')}
                  multiline
                  minRows={4}
                  maxRows={12}
                  fullWidth
                />
              )}
            </Grid>
            {textError && (
              // "Enter the message text (or hex)" belongs to the text field, hidden for binary.
              <Grid size={12}>
                <FormHelperText error>{translateMessage(textError)}</FormHelperText>
              </Grid>
            )}
            <Grid size={12}>
              <TextCounter {...counted} defaultCharset={gateway.default_charset} />
            </Grid>
            <Grid size={12}>
              <SendCostLine parts={model.parts} messages={destinations?.length ?? 0} />
            </Grid>
            <Grid size={12}>
              <SentAsSummary sent={sent} codingLabel={codingLabel(model, t)} />
            </Grid>
            <Grid size={12}>
              <Accordion
                disableGutters
                variant="outlined"
                sx={{ '&::before': { display: 'none' } }}
              >
                <AccordionSummary expandIcon={<ExpandMoreOutlined />}>
                  <Typography variant="subtitle2">{t('smsc.send.more')}</Typography>
                </AccordionSummary>
                <AccordionDetails>
                  <Grid container spacing={2}>
                    <DeliveryFields control={form.control} />
                    <AdvancedFields control={form.control} />
                    <Grid size={12}>
                      <TlvRows control={form.control} />
                    </Grid>
                  </Grid>
                </AccordionDetails>
              </Accordion>
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button component={RouterLink} to="/smsc/messages" color="secondary" sx={{ mr: 'auto' }}>
            {t('smsc.send.openSent')}
          </Button>
          <Button onClick={onClose} color="secondary">
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void onPreview()} color="secondary" data-testid="send-preview">
            {t('smscSend.preview.open')}
          </Button>
          <SubmitButton pending={send.isPending} data-testid="send-submit">
            {t('smsc.send.submit')}
          </SubmitButton>
        </DialogActions>
      </DialogForm>
      {previewBody && (
        <Suspense fallback={null}>
          <PduPreviewDialog body={previewBody} onClose={() => setPreviewBody(undefined)} />
        </Suspense>
      )}
    </Dialog>
  );
}
