import { useEffect, useState } from 'react';

/**
 * The time now, moving on every second while `ticking` (countdowns, uptimes); at most a second
 * behind when ticking starts.
 */
export function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}
