/**
 * Runs one user's subscription changes one after another in this process (subscribe, change,
 * cancel, renewal, a top-up's resume), so each reads the state the previous one left. The SQL
 * guards keep that true across processes.
 */
export class UserLock {
  private readonly tails = new Map<number, Promise<unknown>>();

  run<T>(userId: number, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(userId) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.catch(() => undefined);
    this.tails.set(userId, tail);
    void tail.then(() => {
      if (this.tails.get(userId) === tail) this.tails.delete(userId);
    });
    return result;
  }
}
