import { expect, it } from 'vitest';
import { describeEachDialect } from './support/dialects.js';
import { eventually } from './support/eventually.js';
import { SseReader } from './support/sse-reader.js';

/** The product's cap on one user's open event streams. */
const MAX_STREAMS_PER_USER = 20;

describeEachDialect('event streams per user (issue 20, defect 14)', (server) => {
  it("the 21st stream of one user closes that user's oldest, no one else's", async () => {
    const owner = await server().signedInClient('streams@example.com');
    const other = await server().signedInClient('streams-other@example.com');
    const others = await SseReader.open(other);
    const readers: SseReader[] = [];
    try {
      for (let i = 0; i < MAX_STREAMS_PER_USER; i += 1) readers.push(await SseReader.open(owner));
      expect(readers.every((reader) => reader.status === 200)).toBe(true);
      const newest = await SseReader.open(owner);
      readers.push(newest);
      expect(newest.status).toBe(200);
      await eventually('the oldest stream to end', () => (readers[0]!.ended ? true : undefined));
      expect(readers.slice(1).some((reader) => reader.ended)).toBe(false);
      expect(others.ended).toBe(false);
    } finally {
      await Promise.all([...readers, others].map((reader) => reader.close()));
    }
  });
});
