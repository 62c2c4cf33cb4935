import { describe, expect, it } from 'vitest';
import { insertOf, type WriteJob } from './write-job.js';
import { BACKGROUND_TURN_MS, nextJobs, RIDE_ALONG_ROWS } from './write-order.js';

const NOW = 1_000_000;

function job(id: number, rows: number, queuedAt?: number): WriteJob {
  const statement = insertOf(
    'logs',
    Array.from({ length: rows }, (_, row) => ({ id: row })),
  );
  return queuedAt === undefined
    ? { id, statements: [statement] }
    : { id, statements: [statement], background: true, queuedAt };
}

const ids = (jobs: WriteJob[]) => jobs.map((taken) => taken.id);

describe('nextJobs', () => {
  it('takes every urgent job together', () => {
    const urgent = [job(1, 5), job(2, 5)];
    expect(ids(nextJobs(urgent, [], NOW, NOW))).toEqual([1, 2]);
    expect(urgent).toEqual([]);
  });

  it('takes one background job at a time when nothing urgent waits', () => {
    const background = [job(1, 5000, NOW), job(2, 10, NOW)];
    expect(ids(nextJobs([], background, NOW, NOW))).toEqual([1]);
    expect(ids(background)).toEqual([2]);
  });

  it('commits a small background job with the urgent jobs, after them, before its turn', () => {
    const urgent = [job(1, 100), job(2, 100)];
    const background = [job(3, RIDE_ALONG_ROWS, NOW), job(4, 10, NOW)];
    expect(ids(nextJobs(urgent, background, NOW, NOW))).toEqual([1, 2, 3]);
    expect(ids(background)).toEqual([4]);
  });

  it('keeps a large background job back until its turn, then writes it first', () => {
    const urgent = [job(1, 100)];
    const background = [job(2, RIDE_ALONG_ROWS + 1, NOW)];
    expect(ids(nextJobs(urgent, background, NOW + BACKGROUND_TURN_MS - 1, NOW))).toEqual([1]);
    urgent.push(job(3, 100));
    expect(ids(nextJobs(urgent, background, NOW + BACKGROUND_TURN_MS, NOW))).toEqual([2, 3]);
    expect([urgent, background]).toEqual([[], []]);
  });

  it('counts the turn from the last background write when that came after the queueing', () => {
    const background = [job(2, RIDE_ALONG_ROWS + 1, NOW)];
    const later = NOW + 2 * BACKGROUND_TURN_MS;
    expect(ids(nextJobs([job(1, 100)], background, later, later - 1))).toEqual([1]);
    expect(ids(nextJobs([job(3, 100)], background, later, later - BACKGROUND_TURN_MS))).toEqual([
      2, 3,
    ]);
  });

  it('takes the turn it is given in place of the default', () => {
    const background = [job(2, RIDE_ALONG_ROWS + 1, NOW)];
    const late = NOW + BACKGROUND_TURN_MS;
    expect(ids(nextJobs([job(1, 100)], background, late, NOW, BACKGROUND_TURN_MS + 1))).toEqual([
      1,
    ]);
    expect(ids(nextJobs([job(3, 100)], background, late, NOW, BACKGROUND_TURN_MS))).toEqual([2, 3]);
  });
});
