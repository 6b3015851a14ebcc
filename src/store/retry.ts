// Transactions that race on a unique key (two importers registering one tool), a
// serialization failure or a deadlock are safe to run again from the start.
const RETRIABLE_SQLSTATES = new Set(['23505', '40001', '40P01']);

export async function retryOnConflict<T>(fn: () => Promise<T>, attempts = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await fn();
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (i >= attempts || !code || !RETRIABLE_SQLSTATES.has(code)) throw err;
    }
  }
}
