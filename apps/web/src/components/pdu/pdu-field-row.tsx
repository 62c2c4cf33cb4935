import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';

/** One decoded PDU field: its SMPP name and its value, both monospace. */
export function PduFieldRow({ name, value }: { name: string; value: string }) {
  return (
    <TableRow>
      <TableCell
        component="th"
        scope="row"
        sx={{ width: '35%', color: 'text.secondary', fontFamily: 'monospace' }}
      >
        {name}
      </TableCell>
      <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{value}</TableCell>
    </TableRow>
  );
}
