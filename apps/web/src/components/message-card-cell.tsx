import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface MessageCardCellProps {
  time: string;
  /** The status chip (and its marks). */
  status: ReactNode;
  source: string;
  destination: string;
  text: string;
}

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' };

/**
 * A message as a phone shows it in a list, in one cell: when, how it went, from and to whom,
 * and the start of its text (two lines), instead of two bare columns.
 */
export function MessageCardCell({ time, status, source, destination, text }: MessageCardCellProps) {
  return (
    <Box sx={{ py: 1, width: '100%', minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {time}
        </Typography>
        {status}
      </Box>
      <Typography variant="body2" noWrap sx={mono}>
        {source ? `${source} → ${destination}` : destination}
      </Typography>
      <Typography
        variant="body2"
        sx={{
          color: 'text.secondary',
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
          overflowWrap: 'anywhere',
          whiteSpace: 'normal',
        }}
      >
        {text}
      </Typography>
    </Box>
  );
}
