/** The scheduled backups' names: by time, so that sorting them sorts them oldest first. */
export const ARCHIVE_NAME = /^kinglife-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar\.gz$/;

export function archiveName(now: Date): string {
  return `kinglife-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz`;
}

/** The names to remove so that only the newest `keep` of `names` stay (oldest first). */
export function beyondKeep(names: string[], keep: number): string[] {
  const archives = names.filter((name) => ARCHIVE_NAME.test(name)).sort();
  return archives.slice(0, Math.max(0, archives.length - keep));
}
