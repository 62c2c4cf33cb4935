/** A unique-constraint violation from SQLite or PostgreSQL (e.g. a name taken concurrently). */
export function isUniqueViolation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    (typeof message === 'string' &&
      (message.includes('UNIQUE constraint failed') || message.includes('duplicate key value')))
  );
}
