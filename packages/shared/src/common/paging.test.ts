import { describe, expect, it } from 'vitest';
import { toFieldErrors } from './errors.js';
import { adminUserQuerySchema } from '../user/schemas.js';
import { pageQuerySchema } from './paging.js';

const errorsOf = (query: Record<string, string>) => {
  const result = pageQuerySchema.safeParse(query);
  return result.success ? {} : toFieldErrors(result.error);
};

describe('pageQuerySchema', () => {
  it('reads numeric text and defaults to the first page of 25', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, page_size: 25 });
    expect(pageQuerySchema.parse({ page: '3', page_size: '50' })).toEqual({
      page: 3,
      page_size: 50,
    });
  });

  it('names what is wrong with text that is no number', () => {
    expect(errorsOf({ page: 'abc', page_size: 'x' })).toEqual({
      page: ['Page must be an integer'],
      page_size: ['Page size must be an integer'],
    });
    expect(errorsOf({ page: '0' })).toEqual({ page: ['Page starts at 1'] });
  });

  it('says what is wrong with a page size over the admin list limit', () => {
    const result = adminUserQuerySchema.safeParse({ page_size: '1000' });
    expect(result.success ? {} : toFieldErrors(result.error)).toEqual({
      page_size: ['Page size cannot exceed 100'],
    });
  });
});
