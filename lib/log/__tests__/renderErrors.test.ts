/**
 * @jest-environment node
 *
 * A render that failed on the server (instrumentation.ts onRequestError) is one error line with its
 * stack, the digest the page was given and the request id the error page shows, so a visitor's
 * reference finds it.
 */
import { captureLogs } from '@/test/logs';
import { logRenderError } from '../renderErrors';

it('logs a failed render with its stack, digest, request id and path, without the query', () => {
  const logs = captureLogs();
  try {
    const error = Object.assign(new Error('The products could not be read.'), { digest: '2914783301' });
    logRenderError(
      error,
      {
        path: '/ar/productPage?email=hans@example.com',
        method: 'GET',
        headers: { 'x-request-id': 'req-12345678' },
      },
      { routePath: '/[locale]/productPage' },
    );
    expect(logs.lines).toHaveLength(1);
    const [line] = logs.lines;
    expect(line).toMatchObject({
      level: 'error',
      msg: 'render failed',
      digest: '2914783301',
      requestId: 'req-12345678',
      method: 'GET',
      path: '/ar/productPage',
      route: '/[locale]/productPage',
    });
    expect(line.err?.message).toBe('The products could not be read.');
    expect(line.err?.stack).toContain('renderErrors.test.ts');
    expect(JSON.stringify(line)).not.toContain('hans@example.com');
  } finally {
    logs.restore();
  }
});
