import fs from 'node:fs';

export default async function globalTeardown() {
  const state = globalThis.__TEST_PG__;
  await state?.server?.stop();
  if (state?.dir) fs.rmSync(state.dir, { recursive: true, force: true });
}
