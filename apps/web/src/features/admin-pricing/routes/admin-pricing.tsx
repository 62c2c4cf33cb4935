import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/form-alert';
import { SubmitButton } from '../../../components/form/submit-button';
import { VALIDATE_ON_SUBMIT } from '../../../components/form/validation-mode';
import { notify } from '../../../components/notify';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { tierLabel } from '../../../components/tier-label';
import { applyServerErrors, errorMessage } from '../../../lib/form-errors';
import { usePricing, useUpdatePricing } from '../api/pricing';
import { PriceField } from '../components/price-field';
import {
  PRICE_FIELDS,
  pricingFormSchema,
  toPricingBody,
  toPricingFormValues,
  type PricingFormValues,
} from '../components/pricing-form';

const COLUMN_LABELS = {
  sent_segment_micros: 'adminPricing.columns.sentSegment',
  received_segment_micros: 'adminPricing.columns.receivedSegment',
  dedicated_ip_micros: 'adminPricing.columns.dedicatedIp',
} as const;

/** /admin/pricing: the four tiers' prices in USD, edited exactly and saved at once. */
export function AdminPricingPage() {
  const { t } = useTranslation();
  const pricing = usePricing();
  const update = useUpdatePricing();
  const [formError, setFormError] = useState<string>();
  const schema = useMemo(() => pricingFormSchema(t('adminPricing.invalidPrice')), [t]);
  const form = useForm<PricingFormValues>({
    resolver: zodResolver(schema),
    ...VALIDATE_ON_SUBMIT,
    // The stored list fills the form, again after each save (the answer is the list as stored).
    values: useMemo(() => pricing.data && toPricingFormValues(pricing.data.prices), [pricing.data]),
  });

  const onSubmit = form.handleSubmit((values) => {
    setFormError(undefined);
    update.mutate(toPricingBody(values), {
      onSuccess: () => notify.success(t('adminPricing.saved')),
      onError: (error) =>
        setFormError(
          applyServerErrors(
            error,
            form.setError,
            values.prices.flatMap((_, index) =>
              PRICE_FIELDS.map((field) => `prices.${index}.${field}` as const),
            ),
          ),
        ),
    });
  });

  return (
    <>
      <PageHeader title={t('adminPricing.title')} subtitle={t('adminPricing.subtitle')} />
      {pricing.isPending && <PageLoader />}
      {pricing.isError && <Alert severity="error">{errorMessage(pricing.error)}</Alert>}
      {pricing.data && (
        <Card component="form" noValidate onSubmit={onSubmit}>
          <CardContent>
            <FormAlert message={formError} />
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('adminPricing.columns.tier')}</TableCell>
                    {PRICE_FIELDS.map((field) => (
                      <TableCell key={field}>{t(COLUMN_LABELS[field])}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {pricing.data.prices.map((row, index) => (
                    <TableRow key={row.tier} data-testid={`pricing-${row.tier}`}>
                      <TableCell sx={{ fontWeight: 500 }}>{tierLabel(t, row.tier)}</TableCell>
                      {PRICE_FIELDS.map((field) => (
                        <TableCell key={field} sx={{ minWidth: 160, verticalAlign: 'top' }}>
                          <PriceField
                            control={form.control}
                            index={index}
                            field={field}
                            label={t('adminPricing.priceLabel', {
                              tier: tierLabel(t, row.tier),
                              price: t(COLUMN_LABELS[field]),
                            })}
                          />
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
              <SubmitButton pending={update.isPending}>{t('adminPricing.save')}</SubmitButton>
            </Box>
          </CardContent>
        </Card>
      )}
    </>
  );
}
