/** What the backup tests archive: the seeded site without its files. */
import * as schema from '../lib/db/schema';
import { freshDatabase, type TestDatabase } from './db';

/**
 * A copy of the seeded template whose rows name no uploaded file: the template's demo résumés and
 * documents live in another test run's folder.
 */
export async function seededWithoutFiles({ useForApp = false } = {}): Promise<TestDatabase> {
  const source = await freshDatabase({ seeded: true, useForApp });
  await source.db.update(schema.applications).set({ resumeFileId: null });
  await source.db.delete(schema.productDocuments);
  await source.db.delete(schema.uploadedFiles);
  return source;
}
