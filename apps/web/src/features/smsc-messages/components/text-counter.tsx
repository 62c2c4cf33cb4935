import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Coding, Concatenation, DefaultCharset } from '@routelab/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { codingLabel } from '../coding-label';
import { counterModel } from '../text-counter-model';

interface TextCounterProps {
  coding: Coding;
  concatenation: Concatenation;
  text: string;
  hex: string;
  /** What data_coding 0 means on the gateway's link. */
  defaultCharset?: DefaultCharset;
  /** Binary whose hex starts with its own UDH (sent whole, as one part). */
  ownUdh?: boolean;
}

/**
 * Live figures under the message box: units the text uses and what one part holds, the coding
 * it will go in, its parts and what is left in the last one; characters the coding cannot carry
 * are named and marked (Send refuses them).
 */
export function TextCounter({
  coding,
  concatenation,
  text,
  hex,
  defaultCharset = 'gsm7',
  ownUdh = false,
}: TextCounterProps) {
  const { t } = useTranslation();
  const model = useMemo(
    () => counterModel(coding, concatenation, text, hex, defaultCharset, ownUdh),
    [coding, concatenation, text, hex, defaultCharset, ownUdh],
  );
  const amount = (count: number) => t(`smsc.counter.amounts.${model.unit}`, { count });
  const label = codingLabel(model, t);
  return (
    <Box data-testid="text-counter" aria-live="polite">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography
          variant="body2"
          data-testid="counter-length"
          sx={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {t('smsc.counter.used', {
            used: amount(model.length),
            capacity: amount(model.perPart),
          })}
        </Typography>
        <Chip size="small" variant="outlined" label={label} data-testid="counter-coding" />
        <Chip
          size="small"
          variant="outlined"
          color={model.parts > 1 ? 'warning' : 'default'}
          label={t('smsc.counter.parts', { count: model.parts })}
          data-testid="counter-parts"
        />
        <Typography
          variant="body2"
          sx={{ color: 'text.secondary' }}
          data-testid="counter-remaining"
        >
          {t('smsc.counter.remaining', { count: model.remaining })}
        </Typography>
      </Box>
      {model.tooLong && (
        <Alert severity="error" sx={{ mt: 1 }} data-testid="counter-too-long">
          {t(model.ownUdh ? 'smsc.counter.tooLongOwnUdh' : 'smsc.counter.tooLong')}
        </Alert>
      )}
      {model.unencodable.length > 0 && (
        <Alert severity="error" sx={{ mt: 1 }} data-testid="counter-unencodable">
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            {t('smsc.counter.unencodable', {
              coding: label,
              characters: model.unencodable.join(' '),
            })}
          </Typography>
          <Box component="p" sx={{ m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {model.characters.map((character) =>
              character.fits ? (
                character.char
              ) : (
                <Box
                  component="mark"
                  key={character.index}
                  sx={{
                    bgcolor: 'error.light',
                    color: 'error.contrastText',
                    borderRadius: 0.5,
                    px: 0.25,
                  }}
                >
                  {character.char}
                </Box>
              ),
            )}
          </Box>
        </Alert>
      )}
    </Box>
  );
}
