import { endpoints } from '@/lib/api/contract';
import { addHost, listHosts } from '@/features/redirects/data';
import { json } from '@/lib/http/input';
import { adminRoute } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { hostSchema } from '@/features/redirects/adminValidation';

/** The hosts off the site redirects may go to: shown to whoever makes redirects. */
export const GET = adminRoute('content', {}, async () => ok(endpoints.redirectHosts.GET, await listHosts()));

/** Allowing a host is an Owner's (the settings area): an Editor cannot open the site to another. */
export const POST = adminRoute('settings', { body: json(hostSchema) }, async ({ body: input }) => {
  return ok(endpoints.redirectHosts.POST, await addHost(input), 201);
});
