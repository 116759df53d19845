/**
 * Helpers of the operations specs (career, enquiries, settings): names a public form accepts,
 * the forms' rate limits cleared, downloads read back, and the mail outbox read.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, type Download, type Page } from '@playwright/test';
import { e2eDataDir, withE2eDb } from './db';

/** A unique word of letters only (the application form takes letters and spaces in names). */
export function uniqueWord(project: string): string {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const letters = stamp.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]);
  return `${project === 'mobile' ? 'Mob' : 'Desk'}${letters}`;
}

/** The public forms allow a few sends per address; every test sends from 127.0.0.1. */
export async function clearFormLimits(): Promise<void> {
  await withE2eDb((client) =>
    client.query(
      "DELETE FROM rate_limits WHERE key LIKE 'enquiry:%' OR key LIKE 'application:%' OR key LIKE 'request:%' OR key LIKE 'document:%' OR key LIKE 'lot:%'",
    ),
  );
}

/** Clicks `trigger` and returns the file the browser saved: its name and bytes. */
export async function downloadOf(page: Page, trigger: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), trigger()]);
  return { name: download.suggestedFilename(), bytes: await bytesOf(download) };
}

async function bytesOf(download: Download): Promise<Buffer> {
  const file = await download.path();
  return fs.readFile(file);
}

/** The raw .eml of the newest message to `to` whose text contains `marker` (SMTP_URL is unset). */
export async function mailTo(to: string, marker: string): Promise<string> {
  const dir = path.join(e2eDataDir(), 'outbox');
  let found = '';
  await expect
    .poll(async () => {
      const names = await fs.readdir(dir).catch(() => [] as string[]);
      for (const name of names.sort().reverse()) {
        const raw = await fs.readFile(path.join(dir, name), 'utf8');
        if (new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'm').test(raw) && raw.includes(marker)) {
          found = raw;
          return true;
        }
      }
      return false;
    })
    .toBe(true);
  return found;
}
