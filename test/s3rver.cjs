// @ts-check
/**
 * The S3-compatible server of the tests (test/s3.ts starts it): s3rver on 127.0.0.1, a free port,
 * objects in the folder given, one bucket. Prints its port, and stops when its standard input
 * closes (so it never outlives the test run that started it).
 *
 *   node --openssl-legacy-provider test/s3rver.cjs <folder> <bucket> [port]
 *
 * s3rver (2021) encrypts its listing continuation tokens with DES, which OpenSSL 3 keeps in its
 * legacy provider: without that flag, a listing longer than one page fails.
 */
const S3rver = require('s3rver');

/**
 * s3rver also predates conditional writes and ignores `If-None-Match: *` on a PUT; S3 (since
 * 2024), MinIO, R2 and Ceph refuse the write with 412 when the key exists. This answers the same
 * way, ahead of s3rver's own routes (path-style: /<bucket>/<key>).
 *
 * @param {{
 *   method: string; path: string; get(header: string): string; status: number; type: string; body: unknown;
 *   store: { existsObject(bucket: string, key: string): Promise<boolean> };
 * }} ctx s3rver's Koa context
 * @param {() => Promise<void>} next
 */
async function conditionalPut(ctx, next) {
  if (ctx.method === 'PUT' && ctx.get('if-none-match') === '*') {
    const [bucket, ...key] = ctx.path.slice(1).split('/').map(decodeURIComponent);
    if (key.length && (await ctx.store.existsObject(bucket, key.join('/')))) {
      ctx.status = 412;
      ctx.type = 'application/xml';
      ctx.body =
        '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>PreconditionFailed</Code>' +
        '<Message>At least one of the pre-conditions you specified did not hold</Message></Error>';
      return;
    }
  }
  await next();
}

const [directory, bucket, port = '0'] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: Number(port),
  directory,
  silent: true,
  configureBuckets: [{ name: bucket, configs: [] }],
});
/** @type {{ middleware: unknown[] }} */ (/** @type {unknown} */ (server)).middleware.unshift(conditionalPut);
server.run().then(({ port }) => process.stdout.write(`${port}\n`));
process.stdin.on('end', () => server.close().finally(() => process.exit(0)));
process.stdin.resume();
