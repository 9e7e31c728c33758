import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Runs `work` in one transaction on `em`: its flushes and `em.execute` statements commit
 * together, or nothing is kept when it throws.
 */
export async function inTransaction<T>(em: EntityManager, work: () => Promise<T>): Promise<T> {
  await em.begin();
  try {
    const result = await work();
    await em.commit();
    return result;
  } catch (error) {
    // A failed commit may have ended the transaction already; the first error is the one to report.
    await em.rollback().catch(() => undefined);
    throw error;
  }
}
