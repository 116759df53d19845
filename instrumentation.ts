/** Runs once when a Next server process starts (not in the browser). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;

  const launcher = Number(process.env.WITH_DB_PID);
  if (launcher > 0) {
    const { exitWhenParentDies } = await import('./lib/process/parentWatch');
    exitWhenParentDies(launcher);
  }
  if (process.env.DATABASE_URL) {
    const { startBackgroundWork } = await import('./lib/maintenance/background');
    const { siteWork } = await import('./lib/data/background');
    startBackgroundWork(siteWork);
  }
}
