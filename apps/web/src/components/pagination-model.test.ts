import { describe, expect, it } from 'vitest';
import { nextPaginationModel } from './pagination-model';

describe('nextPaginationModel', () => {
  it('goes back to the first page when the page size changes', () => {
    expect(nextPaginationModel({ page: 1, pageSize: 25 }, { page: 1, pageSize: 100 })).toEqual({
      page: 0,
      pageSize: 100,
    });
  });

  it('keeps the page asked for when only the page changes', () => {
    expect(nextPaginationModel({ page: 1, pageSize: 25 }, { page: 2, pageSize: 25 })).toEqual({
      page: 2,
      pageSize: 25,
    });
  });
});
