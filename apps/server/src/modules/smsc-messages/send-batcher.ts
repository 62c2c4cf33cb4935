/** Most sends stored in one transaction. */
const MAX_BATCH = 500;

/**
 * Group commit for the send API: sends that arrive while a transaction is being written wait
 * and are stored together in the next one, so a burst of single-message requests costs a few
 * transactions, not one each. `store` settles every item of the batch it is given and never
 * rejects.
 */
export class SendBatcher<Item> {
  private queue: Item[] = [];
  private running = false;

  constructor(private readonly store: (batch: Item[]) => Promise<void>) {}

  add(item: Item): void {
    this.queue.push(item);
    if (this.running) return;
    this.running = true;
    // The rest of this turn of the event loop joins the first batch.
    setImmediate(() => void this.drain());
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) await this.store(this.queue.splice(0, MAX_BATCH));
    this.running = false;
  }
}
