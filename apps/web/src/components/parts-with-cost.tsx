import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GridRenderCellParams } from '@mui/x-data-grid';
import { formatUsd } from '@routelab/shared';
import { useTranslation } from 'react-i18next';

/** A message's cost (what it was charged, net of refunds); '—' when it has none (MO). */
export const formatCost = (micros: number | null | undefined): string =>
  micros === null || micros === undefined ? '—' : formatUsd(micros);

/**
 * The parts of a message with its cost below them. The tables have no width left for a column
 * of their own at 1366 px, so the cost shares the Parts cell; the tables show it with billing on.
 */
export function PartsWithCost({ parts, costMicros }: { parts: number; costMicros: number | null }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ textAlign: 'right', lineHeight: 1.2, width: '100%' }}>
      <Typography variant="body2">{parts}</Typography>
      <Typography
        variant="caption"
        sx={{ color: 'text.secondary' }}
        title={t('cost.column')}
        data-testid="message-cost"
      >
        {formatCost(costMicros)}
      </Typography>
    </Box>
  );
}

export const renderPartsWithCost = ({
  row,
}: GridRenderCellParams<{ parts: number; cost_micros: number | null }>) => (
  <PartsWithCost parts={row.parts} costMicros={row.cost_micros} />
);
