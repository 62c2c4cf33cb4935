import Grid from '@mui/material/Grid';
import { PAYMENT_PROVIDERS, PAYMENT_STATUSES } from '@routelab/shared';
import { useTranslation } from 'react-i18next';
import { AnySelect } from '../../../components/form/any-select';
import { PROVIDER_NAMES } from '../../../components/top-up/provider-names';
import type { PaymentFilters } from '../payments-search';

interface PaymentFiltersBarProps {
  filters: PaymentFilters;
  onChange: (filters: PaymentFilters) => void;
}

/** Provider (any, binance, wayforpay) and status (any, created, …) of spec section 3. */
export function PaymentFiltersBar({ filters, onChange }: PaymentFiltersBarProps) {
  const { t } = useTranslation();
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 6, md: 3 }}>
        <AnySelect
          fullWidth
          label={t('payments.filters.provider')}
          anyLabel={t('payments.filters.any')}
          value={filters.provider}
          onChange={(provider) =>
            onChange({ ...filters, provider: provider as PaymentFilters['provider'] })
          }
          options={[...PAYMENT_PROVIDERS]
            .sort()
            .map((provider) => ({ value: provider, label: PROVIDER_NAMES[provider] }))}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <AnySelect
          fullWidth
          label={t('payments.filters.status')}
          anyLabel={t('payments.filters.any')}
          value={filters.status}
          onChange={(status) =>
            onChange({ ...filters, status: status as PaymentFilters['status'] })
          }
          options={PAYMENT_STATUSES.map((status) => ({
            value: status,
            label: t(`payments.statuses.${status}`),
          }))}
        />
      </Grid>
    </Grid>
  );
}
