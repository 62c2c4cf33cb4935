import AddOutlined from '@mui/icons-material/AddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { formatPriceUsd, type GatewayPrice } from '@routelab/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n';
import { readPriceEntry } from '../lib/price-draft';

interface PriceEntryFormProps {
  /** The entry being edited (its row's Edit), or none: a new one. */
  editing: GatewayPrice | undefined;
  onSubmit: (price: GatewayPrice, replacing: string | undefined) => void;
  onCancel: () => void;
}

/** Adds a prefix and its price, or changes the one being edited. */
export function PriceEntryForm({ editing, onSubmit, onCancel }: PriceEntryFormProps) {
  const { t } = useTranslation();
  // The page keys this form by the entry edited: another entry starts it afresh.
  const [prefix, setPrefix] = useState(editing?.prefix ?? '');
  const [price, setPrice] = useState(editing ? formatPriceUsd(editing.price_micros) : '');
  const [errors, setErrors] = useState<{ prefix?: string; price?: string }>({});

  return (
    <Box
      component="form"
      noValidate
      aria-label={t(editing ? 'routing.prices.editEntry' : 'routing.prices.addEntry')}
      onSubmit={(event) => {
        event.preventDefault();
        const result = readPriceEntry(prefix, price);
        if (!result.ok) {
          setErrors({
            prefix: result.prefix && translateMessage(result.prefix),
            price: result.priceIsText
              ? t('routing.prices.priceFormat')
              : result.price && translateMessage(result.price),
          });
          return;
        }
        onSubmit(result.price, editing?.prefix);
        setPrefix('');
        setPrice('');
        setErrors({});
      }}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr auto auto' },
        gap: 2,
        alignItems: 'start',
      }}
    >
      <TextField
        label={t('routing.prices.prefix')}
        value={prefix}
        onChange={(event) => setPrefix(event.target.value)}
        error={Boolean(errors.prefix)}
        helperText={errors.prefix ?? t('routing.prices.prefixHint')}
        size="small"
        slotProps={{ htmlInput: { inputMode: 'tel', spellCheck: false } }}
      />
      <TextField
        label={t('routing.prices.priceUsd')}
        value={price}
        onChange={(event) => setPrice(event.target.value)}
        error={Boolean(errors.price)}
        helperText={errors.price ?? t('routing.prices.priceHint')}
        size="small"
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <Button type="submit" variant="outlined" startIcon={editing ? undefined : <AddOutlined />}>
        {t(editing ? 'routing.prices.apply' : 'routing.prices.add')}
      </Button>
      {editing && (
        <Button color="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      )}
    </Box>
  );
}
