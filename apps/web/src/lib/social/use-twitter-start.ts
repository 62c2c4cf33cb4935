import { useState } from 'react';
import { errorMessage } from '../form-errors';
import { startTwitter, type TwitterIntent } from './twitter';

/**
 * Starts the Twitter round trip for `intent`: `leaving` while the browser is being sent away; a
 * token call that fails goes to `onError` and the page stays.
 */
export function useTwitterStart(intent: TwitterIntent, onError: (message: string) => void) {
  const [leaving, setLeaving] = useState(false);
  const start = async () => {
    setLeaving(true);
    try {
      await startTwitter(intent);
    } catch (failure) {
      onError(errorMessage(failure));
      setLeaving(false);
    }
  };
  return { leaving, start: () => void start() };
}
