export async function register() {
  const launcher = Number(process.env.WITH_DB_PID);
  if (process.env.NEXT_RUNTIME === 'nodejs' && launcher > 0) {
    const { exitWhenParentDies } = await import('./lib/process/parentWatch');
    exitWhenParentDies(launcher);
  }
}
