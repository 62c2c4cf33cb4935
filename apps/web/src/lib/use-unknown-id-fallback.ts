import { useEffect, useEffectEvent, useState } from 'react';

export interface UnknownIdFallback {
  /** The id the filter held before it fell back to "any", for a notice; null when none. */
  dropped: string | null;
  dismiss: () => void;
}

/**
 * A filter's id from the URL that names none of the user's objects (deleted, someone else's,
 * mistyped) is cleared, as other unusable URL values read as their defaults; the dropped id is
 * kept so the page can say why the filter is gone. `known` is undefined until the list has
 * settled: an id is judged only against a list fetched now, not a stale cached one.
 */
export function useUnknownIdFallback(
  id: string,
  known: readonly { id: number }[] | undefined,
  clear: () => void,
): UnknownIdFallback {
  const unknown = id !== '' && known !== undefined && !known.some((item) => String(item.id) === id);
  const [dropped, setDropped] = useState<string | null>(null);
  // State that follows the inputs is adjusted while rendering, not in an effect.
  if (unknown && dropped !== id) setDropped(id);
  // Choosing another id makes the notice about the dropped one stale.
  if (id !== '' && !unknown && dropped !== null) setDropped(null);

  const onUnknown = useEffectEvent(clear);
  useEffect(() => {
    if (unknown) onUnknown();
  }, [unknown]);

  return { dropped, dismiss: () => setDropped(null) };
}
