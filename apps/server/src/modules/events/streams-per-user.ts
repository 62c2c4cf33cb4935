/**
 * The open event streams of each user, capped: opening one more than `max` displaces that
 * user's oldest (a forgotten tab), so one account cannot hold unbounded connections.
 */
export class StreamsPerUser<S> {
  private readonly byUser = new Map<number, S[]>();

  constructor(private readonly max: number) {}

  /** Returns the streams displaced by this one, for the caller to end. */
  add(userId: number, stream: S): S[] {
    const streams = this.byUser.get(userId) ?? [];
    streams.push(stream);
    this.byUser.set(userId, streams);
    return streams.length > this.max ? streams.splice(0, streams.length - this.max) : [];
  }

  remove(userId: number, stream: S): void {
    const streams = this.byUser.get(userId);
    if (!streams) return;
    const index = streams.indexOf(stream);
    if (index >= 0) streams.splice(index, 1);
    if (streams.length === 0) this.byUser.delete(userId);
  }

  all(): S[] {
    return [...this.byUser.values()].flat();
  }
}
