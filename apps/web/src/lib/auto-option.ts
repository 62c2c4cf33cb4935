import { z } from 'zod';

/** The select value meaning "detect from the address" (null in the contract). */
export const AUTO = 'auto';

/** A TON/NPI select's schema: "auto" is null (detected from the address). */
export const auto = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === AUTO ? null : value), schema.nullable());
