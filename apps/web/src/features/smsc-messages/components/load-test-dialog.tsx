import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { MAX_LOAD_TEST_COUNT, type Gateway } from '@routelab/shared';
import { useCallback, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../../components/form/dialog-form';
import { FormAlert } from '../../../components/form/form-alert';
import { GridFormField } from '../../../components/form/grid-form-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { VALIDATE_ON_SUBMIT } from '../../../components/form/validation-mode';
import { applyServerErrors } from '../../../lib/form-errors';
import { useCreateMessage } from '../api/create-message';
import { SEND_FORM_FIELDS, sendDefaults, sendFormSchema, type SendFormInput } from '../send-form';
import { counterModel } from '../text-counter-model';
import { DestinationsField } from './destinations-field';
import { InsufficientBalanceAlert, insufficientBalanceDetail } from './insufficient-balance-alert';
import { SendCostLine } from './send-cost-line';
import { lastLoadTest } from '../last-load-test';
import { LoadTestProgressView } from './load-test-progress';
import { RunningTestActions } from './running-test-actions';

interface LoadTestDialogProps {
  gateway: Gateway;
  onClose: () => void;
}

const LOAD_TEST_FIELDS = [...SEND_FORM_FIELDS, 'load_test.count', 'load_test.rate'] as const;

/** Sends `count` messages at `rate` per second through a gateway and follows them live. */
export function LoadTestDialog({ gateway, onClose }: LoadTestDialogProps) {
  const { t } = useTranslation();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const start = useCreateMessage();
  const [testId, setTestId] = useState<string | null>(() => lastLoadTest.get(gateway.id));
  const forgetTest = useCallback(() => {
    lastLoadTest.forget(gateway.id);
    setTestId(null);
  }, [gateway.id]);
  const [formError, setFormError] = useState<string>();
  const [shortOfFunds, setShortOfFunds] = useState<string>();
  const form = useForm({
    resolver: zodResolver(sendFormSchema),
    ...VALIDATE_ON_SUBMIT,
    defaultValues: {
      ...sendDefaults(gateway),
      text: t('smsc.loadTest.defaultText'),
      load_test: { count: 100, rate: 10 },
    },
  });

  const [text, count] = useWatch({ control: form.control, name: ['text', 'load_test.count'] });
  // The dialog sends with the defaults (auto coding, 8-bit UDH): its text splits as Send SMS would.
  const parts = useMemo(
    () => counterModel('auto', 'udh8', text ?? '', '', gateway.default_charset, false).parts,
    [text, gateway.default_charset],
  );
  // `count` messages in all, cycling through the destinations (the server's loop).
  const messages = Number.isInteger(Number(count)) ? Math.max(Number(count), 0) : 0;

  const onSubmit = form.handleSubmit((body) => {
    setFormError(undefined);
    setShortOfFunds(undefined);
    start.mutate(body, {
      onSuccess: (result) => {
        if (result.load_test_id) lastLoadTest.set(gateway.id, result.load_test_id);
        setTestId(result.load_test_id);
      },
      onError: (error) => {
        const detail = insufficientBalanceDetail(error);
        if (detail) setShortOfFunds(detail);
        else setFormError(applyServerErrors<SendFormInput>(error, form.setError, LOAD_TEST_FIELDS));
      },
    });
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogForm onSubmit={onSubmit} data-testid="load-test-form">
        <DialogTitle>
          {t('smsc.loadTest.title')}
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('smsc.send.via', { name: gateway.name })}
          </Typography>
        </DialogTitle>
        <DialogContent dividers>
          <FormAlert message={formError} />
          <InsufficientBalanceAlert detail={shortOfFunds} />
          {testId ? (
            <LoadTestProgressView id={testId} onGone={forgetTest} />
          ) : (
            <Grid container spacing={2}>
              <GridFormField
                cell={{ xs: 6, sm: 3 }}
                control={form.control}
                name="load_test.count"
                label={t('smsc.loadTest.count')}
                type="number"
                helperText={t('smsc.loadTest.countHint', { max: MAX_LOAD_TEST_COUNT })}
              />
              <GridFormField
                cell={{ xs: 6, sm: 3 }}
                control={form.control}
                name="load_test.rate"
                label={t('smsc.loadTest.rate')}
                type="number"
                helperText={t('smsc.loadTest.rateHint')}
              />
              <GridFormField
                cell={{ xs: 12, sm: 6 }}
                control={form.control}
                name="source_addr"
                label={t('smsc.send.source')}
              />
              <Grid size={12}>
                <DestinationsField control={form.control} />
              </Grid>
              <GridFormField
                cell={12}
                control={form.control}
                name="text"
                label={t('smsc.send.text')}
                multiline
                minRows={2}
              />
              <Grid size={12}>
                <SendCostLine parts={parts} messages={messages} />
              </Grid>
            </Grid>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="secondary">
            {t(testId ? 'smsc.loadTest.close' : 'common.cancel')}
          </Button>
          {testId && <RunningTestActions id={testId} onNew={forgetTest} />}
          {!testId && (
            <SubmitButton pending={start.isPending} data-testid="load-test-start">
              {t('smsc.loadTest.start')}
            </SubmitButton>
          )}
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
