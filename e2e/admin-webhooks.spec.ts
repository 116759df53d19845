import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { routes } from '../lib/routing/routes';
import { verifyWebhook } from '../features/webhooks/signing';
import { openAdminAs } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { clearFormLimits } from './support/operations';

/**
 * The Webhooks screen (#35; its own screen since #45), at 375 and 1280 px (the admin is English
 * only): an Owner adds an endpoint on a local receiver (private addresses allowed for testing),
 * copies the secret shown once, a visitor's enquiry reaches the receiver signed with it, Replay
 * from the attempt log sends it again with the same event id, and Send a test event delivers the
 * test event, signed, the attempt log opening on its result. axe finds nothing on the screen, the
 * dialog, the secret and the attempt log.
 */
test.beforeEach(clearFormLimits);

test('add a webhook, receive a signed enquiry, replay it from the attempt log, and send a test event', async ({
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
    await openAdminAs(page, routes.admin.webhooks);
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
    // The sidebar marks it (on a phone the sidebar is folded away, so it is read hidden).
    await expect(
      page
        .getByRole('navigation', { name: 'Admin navigation', includeHidden: true })
        .getByRole('link', { name: 'Webhooks', includeHidden: true }),
    ).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Add endpoint' }).click();
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
    const row = page.getByTestId('webhook-row').filter({ hasText: description });
    await expect(row.getByText('Active')).toBeVisible();
    // The whole address, and the events it receives.
    await expect(row.getByText(receiverUrl, { exact: true })).toBeVisible();
    await expect(
      row.getByRole('list', { name: `Events sent to ${description}` }).getByRole('listitem'),
    ).toHaveText(['Contact enquiry received']);

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
    await expect(log).toBeHidden();

    // Send a test event: to this endpoint alone (its server receives no other test event), signed
    // like the rest, and the attempt log opens on it, showing how it went once it is tried.
    await row.getByRole('button', { name: `Send a test event: ${description}` }).click();
    const tests = () => received.filter((request) => JSON.parse(request.body).type === 'webhook.test');
    await expect.poll(() => tests().length, { timeout: 15_000 }).toBe(1);
    const [testEvent] = tests();
    expect(check(testEvent)).toBe(true);
    expect(JSON.parse(testEvent.body)).toMatchObject({
      type: 'webhook.test',
      data: { event: 'webhook.test', message: 'A test event from the Kinglife admin' },
    });
    await expect(log).toBeVisible();
    const tried = log.getByTestId('attempt-row').filter({ hasText: 'Test event' });
    await expect(tried).toHaveCount(1, { timeout: 15_000 });
    await expect(tried).toContainText('200');
    await expect(tried).toContainText('Delivered');
    await log.getByRole('button', { name: 'Close' }).click();

    // Tidy: the endpoint goes.
    await row.getByRole('button', { name: `Delete: ${description}` }).click();
    await page.getByRole('button', { name: /^Yes, delete it/ }).click();
    await expect(row).toHaveCount(0);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
