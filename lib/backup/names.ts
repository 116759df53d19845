/** The scheduled backups' names: by time, so that sorting them sorts them oldest first. */
export const ARCHIVE_NAME = /^kinglife-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar\.gz$/;

export function archiveName(now: Date): string {
  return `kinglife-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz`;
}

/** The Monday (UTC) of the week an archive was made in, from its name. */
function weekOf(name: string): string {
  const day = new Date(`${name.slice('kinglife-'.length, 'kinglife-'.length + 10)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/**
 * The names to remove (oldest first) so that the newest `keep` of `names` stay, and besides them
 * the newest of each of the last `weekly` weeks that has one.
 */
export function beyondKeep(names: string[], keep: number, weekly = 0): string[] {
  const archives = names.filter((name) => ARCHIVE_NAME.test(name)).sort();
  const kept = new Set(archives.slice(Math.max(0, archives.length - keep)));
  const weeks = new Set<string>();
  for (const name of [...archives].reverse()) {
    const week = weekOf(name);
    if (weeks.has(week)) continue;
    if (weeks.size === weekly) break;
    weeks.add(week);
    kept.add(name);
  }
  return archives.filter((name) => !kept.has(name));
}
