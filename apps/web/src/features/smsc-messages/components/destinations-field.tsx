import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import {
  destinationProblem,
  isWrittenNumber,
  NOT_A_NUMBER,
  TOO_MANY_DIGITS,
} from '@routelab/shared';
import { useState } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
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
    // The live check says these as the lines change; a submit's copy would outlive a fix.
    if (message === NOT_A_NUMBER || message === TOO_MANY_DIGITS) continue;
    if (typeof message === 'string' && /^\d+$/.test(index)) {
      return `${lineLabel(Number(index) + 1)} (${lines[Number(index)] ?? ''}): ${translateMessage(message)}`;
    }
  }
  return undefined;
}

/** The first line the shared destination rule refuses, checked as it is typed. */
function liveError(
  lines: string[],
  allowAlphanumeric: boolean,
  lineLabel: (line: number) => string,
) {
  for (const [index, line] of lines.entries()) {
    const problem = destinationProblem(line, { allowAlphanumeric, ton: null });
    if (problem) return `${lineLabel(index + 1)} (${line}): ${translateMessage(problem)}`;
  }
  return undefined;
}

/**
 * Destinations typed one a line, checked as they are typed (numbers with an optional `+`, at
 * most 15 digits international). One that is not a number is refused unless "Send to
 * alphanumeric addresses" is ticked; the box appears once there is one, and a ticked box warns.
 */
export function DestinationsField({ control }: { control: Control<SendFormInput> }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'destinations' });
  const allow = useController({ control, name: 'allow_alphanumeric' });
  const allowed = useWatch({ control, name: 'allow_alphanumeric' }) === true;
  // The form holds the list; the box keeps what was typed, blank lines included.
  const [text, setText] = useState(() =>
    Array.isArray(field.value) ? field.value.join('\n') : '',
  );
  const lines = destinationLines(text);
  const lineLabel = (line: number) => t('smsc.send.line', { line });
  const message =
    liveError(lines, allowed, lineLabel) ?? firstError(fieldState.error, lines, lineLabel);
  const alphanumeric = lines.filter((line) => !isWrittenNumber(line));
  return (
    <Box>
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
        slotProps={{ formHelperText: { role: message ? 'alert' : undefined } }}
      />
      {(alphanumeric.length > 0 || allowed) && (
        <>
          <FormControlLabel
            label={t('smscSend.alphanumeric.allow')}
            control={
              <Checkbox
                name={allow.field.name}
                checked={allowed}
                onChange={(_, checked) => allow.field.onChange(checked)}
                onBlur={allow.field.onBlur}
                slotProps={{ input: { 'aria-describedby': 'allow-alphanumeric-hint' } }}
              />
            }
          />
          <FormHelperText id="allow-alphanumeric-hint" sx={{ mt: -0.5 }}>
            {t('smscSend.alphanumeric.allowHint')}
          </FormHelperText>
        </>
      )}
      {allowed && alphanumeric.length > 0 && (
        <Alert severity="warning" sx={{ mt: 1 }} data-testid="alphanumeric-warning">
          {t('smscSend.alphanumeric.warning', {
            count: alphanumeric.length,
            addresses: alphanumeric.join(', '),
          })}
        </Alert>
      )}
    </Box>
  );
}
