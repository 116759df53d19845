/** Runs once when a Next server process starts (not in the browser). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;

  // Before any request is read: paths that cannot be decoded, and who is really connected.
  const { installRequestGuard } = await import('./lib/http/requestGuard');
  installRequestGuard();

  const launcher = Number(process.env.WITH_DB_PID);
  if (launcher > 0) {
    const { exitWhenParentDies } = await import('./lib/process/parentWatch');
    exitWhenParentDies(launcher);
  }
  if (process.env.DATABASE_URL) {
    // The database's time, which every server shares (lib/time/clock.ts), before any work uses it;
    // a database not answering yet leaves this machine's clock in use (never throws).
    const { syncClock } = await import('./lib/time/clock');
    await syncClock();
    const { startTasks } = await import('./lib/tasks/tasks');
    const { siteTasks } = await import('./lib/data/tasks');
    const { purgeIfNewBuild } = await import('./lib/cdn/purges');
    const { queueStrandedMail } = await import('./lib/mail/queue');
    const { getDb } = await import('./lib/db/client');
    await startTasks(siteTasks);
    await queueStrandedMail(getDb());
    await purgeIfNewBuild(getDb());
  }
}

/** A render or route that failed on the server: logged with its digest and request id (lib/log/renderErrors.ts). */
export async function onRequestError(
  ...args: Parameters<typeof import('./lib/log/renderErrors').logRenderError>
) {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { logRenderError } = await import('./lib/log/renderErrors');
  logRenderError(...args);
}
