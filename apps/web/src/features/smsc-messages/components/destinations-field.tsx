import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n';
import { destinationLines, type SendFormInput } from '../send-form';

/** A message for the whole list, or the first bad line with its number. */
function firstError(error: unknown, lines: string[], lineLabel: (line: number) => string) {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string')
    return translateMessage(error.message);
  for (const [index, item] of Object.entries(error)) {
    const message = (item as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && /^\d+$/.test(index)) {
      return `${lineLabel(Number(index) + 1)} (${lines[Number(index)] ?? ''}): ${translateMessage(message)}`;
    }
  }
  return undefined;
}

/** Destinations typed one a line; the helper counts them. */
export function DestinationsField({ control }: { control: Control<SendFormInput> }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'destinations' });
  // The form holds the list; the box keeps what was typed, blank lines included.
  const [text, setText] = useState(() =>
    Array.isArray(field.value) ? field.value.join('\n') : '',
  );
  const lines = destinationLines(text);
  const message = firstError(fieldState.error, lines, (line) => t('smsc.send.line', { line }));
  return (
    <TextField
      name={field.name}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(destinationLines(event.target.value));
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={t('smsc.send.destinations')}
      placeholder={'447700900123\n447700900124'}
      multiline
      minRows={2}
      maxRows={6}
      fullWidth
      error={Boolean(message)}
      helperText={message ?? t('smsc.send.destinationsHint', { count: lines.length })}
    />
  );
}
