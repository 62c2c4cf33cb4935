import { describe, expect, it } from 'vitest';
import { StreamsPerUser } from './streams-per-user.js';

describe('StreamsPerUser', () => {
  it("displaces a user's oldest stream past the cap, leaving other users alone", () => {
    const streams = new StreamsPerUser<string>(2);
    expect(streams.add(1, 'a')).toEqual([]);
    expect(streams.add(2, 'other')).toEqual([]);
    expect(streams.add(1, 'b')).toEqual([]);
    expect(streams.add(1, 'c')).toEqual(['a']);
    expect(streams.all()).toEqual(['b', 'c', 'other']);
  });

  it('forgets closed streams, so they no longer count', () => {
    const streams = new StreamsPerUser<string>(1);
    streams.add(1, 'a');
    streams.remove(1, 'a');
    expect(streams.add(1, 'b')).toEqual([]);
    streams.remove(1, 'b');
    streams.remove(1, 'b');
    expect(streams.all()).toEqual([]);
  });
});
