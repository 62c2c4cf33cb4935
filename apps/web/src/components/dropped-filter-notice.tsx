import Alert from '@mui/material/Alert';
import type { UnknownIdFallback } from '../lib/use-unknown-id-fallback';

/** Says why a filter from the URL was dropped (see useUnknownIdFallback), until dismissed. */
export function DroppedFilterNotice({
  fallback,
  text,
}: {
  fallback: UnknownIdFallback;
  /** The notice for the dropped id. */
  text: (id: string) => string;
}) {
  if (fallback.dropped === null) return null;
  return (
    <Alert severity="info" sx={{ mx: 3, mb: 2 }} onClose={fallback.dismiss}>
      {text(fallback.dropped)}
    </Alert>
  );
}
