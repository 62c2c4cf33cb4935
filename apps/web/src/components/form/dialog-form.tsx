import Box from '@mui/material/Box';
import type { ComponentProps } from 'react';

/**
 * The form inside a Dialog. A plain form between the paper and its parts broke the paper's flex
 * column, so the whole dialog scrolled; as a flex column the content scrolls between a fixed
 * title and fixed actions.
 */
export function DialogForm(props: Omit<ComponentProps<'form'>, 'ref'>) {
  return (
    <Box
      component="form"
      noValidate
      {...props}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
    />
  );
}
