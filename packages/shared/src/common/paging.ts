import { z } from 'zod';
import { numeric } from './numeric.js';

export const MAX_PAGE_SIZE = 1000;

/** Query parameters every server-paged list accepts. */
export const pageQuerySchema = z.object({
  page: numeric(
    z
      .number({ error: 'Page must be an integer' })
      .int('Page must be an integer')
      .min(1, 'Page starts at 1'),
  ).default(1),
  page_size: numeric(
    z
      .number({ error: 'Page size must be an integer' })
      .int('Page size must be an integer')
      .min(1, 'Page size must be at least 1')
      .max(MAX_PAGE_SIZE, `Page size cannot exceed ${MAX_PAGE_SIZE}`),
  ).default(25),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** How many items all pages hold (one instance, so the API reference's example reaches each). */
export const pageCountSchema = z.number().int();

/** `{count, results}`: the shape of every paged list. */
export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({ count: pageCountSchema, results: z.array(item) });
export type Paged<T> = { count: number; results: T[] };
