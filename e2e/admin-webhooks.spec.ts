import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { routes } from '../lib/routing/routes';
import { verifyWebhook } from '../features/webhooks/signing';
import { openAdminAs } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { clearFormLimits } from './support/operations';

/**
 * Settings → Webhooks (#35), at 375 and 1280 px (the admin is English only): an Owner adds an
 * endpoint on a local receiver (private addresses allowed for testing), copies the secret shown
 * once, a visitor's enquiry reaches the receiver signed with it, and Replay from the attempt log
 * sends it again with the same event id. axe finds nothing on the panel, the dialog, the secret
 * and the attempt log.
 */
test.beforeEach(clearFormLimits);

test('add a webhook, receive a signed enquiry, and replay it from the attempt log', async ({
  page,
}, testInfo) => {
  const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      // The answer names the enquiry: the attempt log shows it (the other width's test runs alongside).
      response.end(`caught ${String(JSON.parse(body)?.data?.name ?? '')}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/catch/${testInfo.project.name}`;
  const description = `E2E receiver ${testInfo.project.name} ${Date.now().toString(36)}`;
  try {
    await openAdminAs(page, routes.admin.general);
    const panel = page.getByRole('region', { name: 'Webhooks' });
    await expect(panel.getByRole('heading', { level: 2, name: 'Webhooks' })).toBeVisible();
    await expectNoAxeViolations(page);

    await panel.getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add endpoint' });
    await dialog.getByLabel(/^Endpoint URL/).fill(receiverUrl);
    await dialog.getByLabel(/^Description/).fill(description);
    await dialog.getByLabel('Contact enquiry received').check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    // http and a loopback address: only with the testing allowance.
    await expect(dialog.getByText(/http:\/\/ is only for testing/)).toBeVisible();
    await expectNoAxeViolations(page, 'dialog[open]');
    await dialog.getByLabel('Allow private addresses (testing)').check();
    await dialog.getByRole('button', { name: 'Save' }).click();

    const secretDialog = page.getByRole('dialog', { name: 'Signing secret' });
    const secret = (await secretDialog.getByTestId('webhook-secret').textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);
    await expectNoAxeViolations(page, 'dialog[open]');
    await secretDialog.getByRole('button', { name: 'Done' }).click();
    await expect(secretDialog).toBeHidden();
    const row = panel.getByTestId('webhook-row').filter({ hasText: description });
    await expect(row.getByText('Active')).toBeVisible();

    // A visitor's enquiry reaches the receiver, signed with that secret.
    const word = `Hook${Date.now().toString(36)}`;
    const sent = await page.request.post('/api/v1/enquiries', {
      data: {
        name: `Ana ${word}`,
        email: `${word.toLowerCase()}@example.com`,
        service: 'Purchase',
        message: 'Hello',
      },
    });
    expect(sent.status()).toBe(201);
    // Only this test's enquiry (the other width's endpoint and enquiry run alongside).
    const mine = () => received.filter((request) => request.body.includes(word));
    await expect.poll(() => mine().length, { timeout: 15_000 }).toBe(1);
    const [first] = mine();
    const check = (request: (typeof received)[number]) =>
      verifyWebhook(
        secret,
        {
          id: String(request.headers['webhook-id']),
          timestamp: String(request.headers['webhook-timestamp']),
          signature: String(request.headers['webhook-signature']),
        },
        request.body,
      );
    expect(check(first)).toBe(true);
    expect(JSON.parse(first.body)).toMatchObject({ type: 'enquiry.created', data: { name: `Ana ${word}` } });

    // The attempt log, and Replay.
    await row.getByRole('button', { name: `Attempt log: ${description}` }).click();
    const log = page.getByRole('dialog', { name: `Attempt log: ${receiverUrl}` });
    const attempt = log
      .getByTestId('attempt-row')
      .filter({ hasText: `caught Ana ${word}` })
      .first();
    await expect(attempt).toContainText('200');
    await expectNoAxeViolations(page, 'dialog[open]');
    await attempt.getByRole('button', { name: /^Replay: Contact enquiry received/ }).click();
    await expect.poll(() => mine().length, { timeout: 15_000 }).toBe(2);
    expect(mine()[1].headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(check(mine()[1])).toBe(true);
    await expect(log.getByTestId('attempt-row').filter({ hasText: `caught Ana ${word}` })).toHaveCount(2);
    await log.getByRole('button', { name: 'Close' }).click();

    // Tidy: the endpoint goes.
    await row.getByRole('button', { name: `Delete: ${description}` }).click();
    await page.getByRole('button', { name: /^Yes, delete it/ }).click();
    await expect(row).toHaveCount(0);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
