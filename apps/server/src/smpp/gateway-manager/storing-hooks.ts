import type { StoringHook } from './commit-store.js';

/**
 * Several storing hooks as one: each joins the batch's transaction in turn; once it has
 * committed, what each asked for runs.
 */
export function joinStoringHooks(...hooks: StoringHook[]): StoringHook {
  return async (trx, smsIds) => {
    const after: (() => void)[] = [];
    for (const hook of hooks) {
      const committed = await hook(trx, smsIds);
      if (committed) after.push(committed);
    }
    return after.length === 0 ? undefined : () => after.forEach((run) => run());
  };
}
