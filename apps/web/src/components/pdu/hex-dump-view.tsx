import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { hexDumpRows } from '../../lib/hex-dump';

/** offset | hex | ascii, 16 bytes a row, in a monospace block that scrolls sideways when narrow. */
export function HexDumpView({ hex }: { hex: string }) {
  const { t } = useTranslation();
  const rows = useMemo(() => hexDumpRows(hex), [hex]);
  return (
    <Box
      component="table"
      aria-label={t('pduLogs.detail.hexDump')}
      // It scrolls sideways on a phone: focusable, so the keyboard can scroll it too.
      tabIndex={0}
      data-testid="hex-dump"
      sx={{
        display: 'block',
        overflowX: 'auto',
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
        fontSize: 13,
        lineHeight: 1.6,
        borderCollapse: 'collapse',
        bgcolor: 'action.hover',
        borderRadius: 1,
        p: 1.5,
        '& td': { whiteSpace: 'pre', pr: 3, verticalAlign: 'top' },
        '& td:first-of-type': { color: 'text.secondary' },
        '& td:last-of-type': { color: 'text.secondary', pr: 0 },
      }}
    >
      <tbody>
        {rows.map((row) => (
          <tr key={row.offset}>
            <td>{row.offset}</td>
            <td>{row.hex}</td>
            <td>{row.ascii}</td>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
