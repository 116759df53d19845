import { route } from '@/lib/http/handler';

/**
 * The process answers (a liveness probe): nothing else is asked, so a server whose database is
 * away is not restarted for it; Varnish probes it (deploy/varnish/default.vcl says why not
 * /api/ready). GET /api/ready says whether it can serve.
 */
export const GET = route({}, async () =>
  Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } }),
);
