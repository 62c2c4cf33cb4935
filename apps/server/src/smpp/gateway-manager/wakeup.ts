/** A one-shot signal a loop can wait on with a timeout; notify() ends the current wait. */
export class Wakeup {
  private resolve: (() => void) | undefined;
  private pending = false;

  notify(): void {
    if (this.resolve) {
      this.resolve();
      this.resolve = undefined;
    } else {
      this.pending = true;
    }
  }

  wait(timeoutMs: number): Promise<void> {
    if (this.pending) {
      this.pending = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.resolve = undefined;
        resolve();
      }, timeoutMs);
      this.resolve = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}
