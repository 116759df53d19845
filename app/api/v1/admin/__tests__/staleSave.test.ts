/**
 * No lost updates between staff (lib/audit/versions.ts): two staff read the same item, A saves,
 * B saves with the version B read → 409 `stale` naming A and the fields A changed, nothing of B's
 * kept; B saves again with the version the refusal gave ("Save anyway") → 200. A delete from a
 * list read before a change is refused the same way. A save that sends no version (an older
 * client, a script) is not checked.
 */
import { eq } from 'drizzle-orm';
import { adminTestBed, call, IMAGE_ALTS, PRODUCT_ALTS, signIn } from '@/test/admin';
import { events, products, redirects, services, siteSettings, webhookEndpoints } from '@/lib/db/schema';
import { GET as PRODUCTS_OF } from '../product-categories/[id]/products/route';
import { DELETE as DELETE_PRODUCT, PATCH as PRODUCT } from '../products/[id]/route';
import { GET as SERVICES } from '../services/route';
import { PATCH as SERVICE } from '../services/[id]/route';
import { GET as EVENTS } from '../events/route';
import { PATCH as EVENT } from '../events/[id]/route';
import { GET as SETTINGS, PUT as SETTINGS_PUT } from '../settings/route';
import { GET as WEBHOOKS, POST as ADD_WEBHOOK } from '../webhooks/route';
import { DELETE as DELETE_WEBHOOK, PUT as WEBHOOK } from '../webhooks/[id]/route';
import { GET as REDIRECTS, POST as ADD_REDIRECT } from '../redirects/route';
import { DELETE as DELETE_REDIRECT, PATCH as REDIRECT } from '../redirects/[id]/route';
import { POST as ROLL_SECRET } from '../webhooks/[id]/secret/route';

const bed = adminTestBed({ email: 'sara@kinglife.test' });
let other: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  other = await signIn(bed.testDb.db, 'omar@kinglife.test', 'owner');
});

type Staff = typeof other;
type Form = Record<string, string | File | undefined>;

/** A request with the version it was read at as If-Match (as the admin's client sends it). */
function withVersion(request: Request, version?: string) {
  if (version) request.headers.set('if-match', `"${version}"`);
  return request;
}

async function stale(response: Response) {
  expect(response.status).toBe(409);
  return response.json();
}

describe('products', () => {
  interface Product {
    id: number;
    categoryId: number;
    name: string;
    description1: string;
    details: string;
    description2: string;
    version: string;
  }
  const read = async (staff: Staff, categoryId: number, id: number): Promise<Product> => {
    const response = await call(
      PRODUCTS_OF,
      staff.request('GET', `/api/v1/admin/product-categories/${categoryId}/products?pageSize=100`),
      { id: categoryId },
    );
    const page = await response.json();
    return page.items.find((item: Product) => item.id === id);
  };
  const save = (staff: Staff, product: Product, form: Form, version?: string) =>
    call(
      PRODUCT,
      withVersion(staff.request('PATCH', `/api/v1/admin/products/${product.id}`, { form }), version),
      { id: product.id },
    );
  const formOf = (product: Product, name: string): Form => ({
    ...PRODUCT_ALTS,
    subproductname: name,
    subproductdescription: product.description1,
    category: String(product.categoryId),
    details: product.details,
    description2: product.description2,
  });

  it('refuses the second of two saves made from the same read, naming who changed what', async () => {
    const [row] = await bed.testDb.db.select().from(products).where(eq(products.id, 3));
    const sara = await read(bed.staff, row.categoryId, 3);
    const omar = await read(other, row.categoryId, 3);
    expect(omar.version).toBe(sara.version);

    const first = await save(bed.staff, sara, formOf(sara, 'Saffron by Sara'), sara.version);
    expect(first.status).toBe(200);
    expect((await first.json()).version).not.toBe(sara.version);

    const refused = await stale(await save(other, omar, formOf(omar, 'Saffron by Omar'), omar.version));
    expect(refused).toMatchObject({ error: 'stale', changedBy: { email: 'sara@kinglife.test' } });
    expect(refused.changed).toContain('Name');
    expect(refused.message).toContain('Name');
    expect(Date.parse(refused.changedAt)).not.toBeNaN();
    // Nothing of Omar's was kept.
    const [kept] = await bed.testDb.db.select().from(products).where(eq(products.id, 3));
    expect(kept.name).toBe('Saffron by Sara');

    // "Save anyway": the version the refusal gave.
    const overwrite = await save(other, omar, formOf(omar, 'Saffron by Omar'), refused.version);
    expect(overwrite.status).toBe(200);
    const [after] = await bed.testDb.db.select().from(products).where(eq(products.id, 3));
    expect(after.name).toBe('Saffron by Omar');
  });

  it('keeps a save that sends no version working (an older client, a script)', async () => {
    const [row] = await bed.testDb.db.select().from(products).where(eq(products.id, 4));
    const product = await read(bed.staff, row.categoryId, 4);
    await save(bed.staff, product, formOf(product, 'Renamed first'), product.version);
    const response = await save(other, product, formOf(product, 'Renamed without a version'));
    expect(response.status).toBe(200);
    const [after] = await bed.testDb.db.select().from(products).where(eq(products.id, 4));
    expect(after.name).toBe('Renamed without a version');
  });

  it('refuses a delete from a list read before a colleague’s change, and deletes at the version it read', async () => {
    const [row] = await bed.testDb.db.select().from(products).where(eq(products.id, 6));
    const omar = await read(other, row.categoryId, 6);
    const sara = await read(bed.staff, row.categoryId, 6);
    expect(
      (await save(bed.staff, sara, formOf(sara, 'Renamed before the delete'), sara.version)).status,
    ).toBe(200);
    const remove = (version: string) =>
      call(DELETE_PRODUCT, withVersion(other.request('DELETE', `/api/v1/admin/products/6`), version), {
        id: 6,
      });

    const refused = await stale(await remove(omar.version));
    expect(refused).toMatchObject({ error: 'stale', changedBy: { email: 'sara@kinglife.test' } });
    expect(refused.changed).toContain('Name');
    expect(await bed.testDb.db.select().from(products).where(eq(products.id, 6))).toHaveLength(1);

    expect((await remove(refused.version)).status).toBe(200);
    expect(await bed.testDb.db.select().from(products).where(eq(products.id, 6))).toEqual([]);
  });

  it('does not count a move in the list as a change', async () => {
    const [row] = await bed.testDb.db.select().from(products).where(eq(products.id, 5));
    const product = await read(bed.staff, row.categoryId, 5);
    await bed.testDb.db
      .update(products)
      .set({ position: row.position + 100 })
      .where(eq(products.id, 5));
    const response = await save(other, product, formOf(product, 'Moved, then saved'), product.version);
    expect(response.status).toBe(200);
  });
});

describe('events (the kind added last: its migration gave its table the version triggers)', () => {
  type Event = Record<string, string> & { id: number; version: string };
  const list = async (staff: Staff): Promise<Event[]> =>
    (await call(EVENTS, staff.request('GET', '/api/v1/admin/events'))).json();
  const fields = ['name', 'city', 'country', 'venue', 'stand', 'summary', 'startsOn', 'endsOn', 'link'];
  const save = (staff: Staff, event: Event, changes: Form, version?: string) =>
    call(
      EVENT,
      withVersion(
        staff.request('PATCH', `/api/v1/admin/events/${event.id}`, {
          form: { ...IMAGE_ALTS, ...Object.fromEntries(fields.map((f) => [f, event[f]])), ...changes },
        }),
        version,
      ),
      { id: event.id },
    );

  it('refuses a save over a colleague’s, naming what changed, and takes it with the new version', async () => {
    const sara = (await list(bed.staff))[0];
    const omar = (await list(other))[0];
    expect((await save(bed.staff, sara, { stand: 'Hall 1, Stand A1' }, sara.version)).status).toBe(200);
    const refused = await stale(await save(other, omar, { venue: 'Another hall' }, omar.version));
    expect(refused.changedBy).toEqual({ email: 'sara@kinglife.test', name: 'sara@kinglife.test' });
    expect(refused.changed).toContain('Stand');
    expect(refused.changed).not.toContain('Venue');
    const [kept] = await bed.testDb.db.select().from(events).where(eq(events.id, sara.id));
    expect(kept).toMatchObject({ stand: 'Hall 1, Stand A1', venue: sara.venue });
    expect((await save(other, omar, { venue: 'Another hall' }, refused.version)).status).toBe(200);
  });
});

describe('services', () => {
  interface Service {
    id: number;
    name: string;
    description: string;
    version: string;
  }
  const list = async (staff: Staff): Promise<Service[]> =>
    (await call(SERVICES, staff.request('GET', '/api/v1/admin/services'))).json();
  const save = (staff: Staff, service: Service, form: Form, version?: string) =>
    call(
      SERVICE,
      withVersion(staff.request('PATCH', `/api/v1/admin/services/${service.id}`, { form }), version),
      { id: service.id },
    );

  it('refuses a save over a colleague’s, and takes it with the new version', async () => {
    const sara = (await list(bed.staff))[0];
    const omar = (await list(other))[0];
    const first = await save(
      bed.staff,
      sara,
      { ...IMAGE_ALTS, name: sara.name, description: 'Sara’s words.' },
      sara.version,
    );
    expect(first.status).toBe(200);
    const refused = await stale(
      await save(
        other,
        omar,
        { ...IMAGE_ALTS, name: 'Omar’s name', description: omar.description },
        omar.version,
      ),
    );
    expect(refused.changedBy).toEqual({ email: 'sara@kinglife.test', name: 'sara@kinglife.test' });
    expect(refused.changed).toContain('Description');
    expect(refused.changed).not.toContain('Name');
    const [kept] = await bed.testDb.db.select().from(services).where(eq(services.id, sara.id));
    expect(kept).toMatchObject({ name: sara.name, description: 'Sara’s words.' });
    const again = await save(
      other,
      omar,
      { ...IMAGE_ALTS, name: 'Omar’s name', description: omar.description },
      refused.version,
    );
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ name: 'Omar’s name' });
  });
});

describe('settings', () => {
  const read = async (staff: Staff) =>
    (await call(SETTINGS, staff.request('GET', '/api/v1/admin/settings'))).json();
  const save = (staff: Staff, json: unknown, version?: string) =>
    call(SETTINGS_PUT, withVersion(staff.request('PUT', '/api/v1/admin/settings', { json }), version));

  it('refuses saving settings over a colleague’s change, and keeps saves without a version', async () => {
    const { version: saraVersion, ...sara } = await read(bed.staff);
    const { version: omarVersion, ...omar } = await read(other);
    const first = await save(bed.staff, { ...sara, responseTargetHours: 48 }, saraVersion);
    expect(first.status).toBe(200);

    const refused = await stale(
      await save(other, { ...omar, linkedinUrl: 'https://www.linkedin.com/company/omar' }, omarVersion),
    );
    expect(refused).toMatchObject({
      changedBy: { email: 'sara@kinglife.test' },
      changed: ['Response target hours'],
    });
    const [kept] = await bed.testDb.db.select().from(siteSettings);
    expect(kept).toMatchObject({ responseTargetHours: 48, linkedinUrl: omar.linkedinUrl });

    const again = await save(
      other,
      { ...omar, linkedinUrl: 'https://www.linkedin.com/company/omar' },
      refused.version,
    );
    expect(again.status).toBe(200);
    const unversioned = await save(other, { ...omar, twitterUrl: 'https://x.com/omar' });
    expect(unversioned.status).toBe(200);
  });
});

describe('webhook endpoints', () => {
  interface Endpoint {
    id: number;
    url: string;
    description: string;
    events: string[];
    allowPrivate: boolean;
    version: string;
  }
  const read = async (staff: Staff, id: number): Promise<Endpoint> =>
    (
      (await (await call(WEBHOOKS, staff.request('GET', '/api/v1/admin/webhooks'))).json()) as Endpoint[]
    ).find((endpoint) => endpoint.id === id)!;
  const fields = ({ url, description, events, allowPrivate }: Endpoint) => ({
    url,
    description,
    events,
    allowPrivate,
  });
  const save = (staff: Staff, endpoint: Endpoint, json: unknown, version?: string) =>
    call(
      WEBHOOK,
      withVersion(staff.request('PUT', `/api/v1/admin/webhooks/${endpoint.id}`, { json }), version),
      { id: endpoint.id },
    );

  it('refuses an Owner’s save over another’s, naming what changed; a rolled secret is no change to the dialog', async () => {
    const added = await call(
      ADD_WEBHOOK,
      bed.staff.request('POST', '/api/v1/admin/webhooks', {
        json: {
          url: 'https://hooks.zapier.com/hooks/catch/1/stale/',
          description: 'Zapier',
          events: ['enquiry.created'],
          allowPrivate: false,
        },
      }),
    );
    expect(added.status).toBe(201);
    const { id } = (await added.json()).endpoint as Endpoint;
    const sara = await read(bed.staff, id);
    const omar = await read(other, id);

    // Rolling the secret (a button beside the dialog) leaves the dialog's version as it was.
    const rolled = await call(ROLL_SECRET, other.request('POST', `/api/v1/admin/webhooks/${id}/secret`), {
      id,
    });
    expect(rolled.status).toBe(200);
    expect((await read(bed.staff, id)).version).toBe(sara.version);

    const first = await save(bed.staff, sara, { ...fields(sara), description: 'Zapier leads' }, sara.version);
    expect(first.status).toBe(200);
    const refused = await stale(
      await save(
        other,
        omar,
        { ...fields(omar), events: ['enquiry.created', 'quote.created'] },
        omar.version,
      ),
    );
    expect(refused).toMatchObject({ changedBy: { email: 'sara@kinglife.test' }, changed: ['Description'] });
    const [kept] = await bed.testDb.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    expect(kept).toMatchObject({ description: 'Zapier leads', events: ['enquiry.created'] });

    const again = await save(
      other,
      omar,
      { ...fields(omar), events: ['enquiry.created', 'quote.created'] },
      refused.version,
    );
    expect(again.status).toBe(200);
    const [saved] = await bed.testDb.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    expect(saved.events).toEqual(['enquiry.created', 'quote.created']);
  });
});

describe('deletes from the Redirects and Webhooks screens', () => {
  it('refuse a delete from a list read before a colleague’s change, and delete at the version it read', async () => {
    const redirect = { source: '/stale-delete', targetKind: '', target: '/about', status: '308', note: '' };
    const created = await call(
      ADD_REDIRECT,
      bed.staff.request('POST', '/api/v1/admin/redirects', { json: redirect }),
    );
    expect(created.status).toBe(201);
    const { id: redirectId } = await created.json();
    const hook = {
      url: 'https://hooks.zapier.com/hooks/catch/1/delete/',
      description: '',
      events: ['enquiry.created'],
      allowPrivate: false,
    };
    const added = await call(
      ADD_WEBHOOK,
      bed.staff.request('POST', '/api/v1/admin/webhooks', { json: hook }),
    );
    expect(added.status).toBe(201);
    const { id: hookId } = (await added.json()).endpoint;

    const listed = async () => ({
      redirect: (
        (await (await call(REDIRECTS, other.request('GET', '/api/v1/admin/redirects?q=stale-delete'))).json())
          .items as { id: number; version: string }[]
      ).find((row) => row.id === redirectId)!,
      hook: (
        (await (await call(WEBHOOKS, other.request('GET', '/api/v1/admin/webhooks'))).json()) as {
          id: number;
          version: string;
        }[]
      ).find((row) => row.id === hookId)!,
    });
    const read = await listed();
    const noted = await call(
      REDIRECT,
      bed.staff.request('PATCH', `/api/v1/admin/redirects/${redirectId}`, {
        json: { ...redirect, note: 'Old catalogue link' },
      }),
      { id: redirectId },
    );
    expect(noted.status).toBe(200);
    const described = await call(
      WEBHOOK,
      bed.staff.request('PUT', `/api/v1/admin/webhooks/${hookId}`, {
        json: { ...hook, description: 'Zapier leads' },
      }),
      { id: hookId },
    );
    expect(described.status).toBe(200);

    const removeRedirect = (version: string) =>
      call(
        DELETE_REDIRECT,
        withVersion(other.request('DELETE', `/api/v1/admin/redirects/${redirectId}`), version),
        { id: redirectId },
      );
    const removeHook = (version: string) =>
      call(
        DELETE_WEBHOOK,
        withVersion(other.request('DELETE', `/api/v1/admin/webhooks/${hookId}`), version),
        { id: hookId },
      );
    const refusedRedirect = await stale(await removeRedirect(read.redirect.version));
    expect(refusedRedirect).toMatchObject({ error: 'stale', changedBy: { email: 'sara@kinglife.test' } });
    const refusedHook = await stale(await removeHook(read.hook.version));
    expect(refusedHook).toMatchObject({
      error: 'stale',
      changedBy: { email: 'sara@kinglife.test' },
      changed: ['Description'],
    });
    expect(await bed.testDb.db.select().from(redirects).where(eq(redirects.id, redirectId))).toHaveLength(1);
    expect(
      await bed.testDb.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, hookId)),
    ).toHaveLength(1);

    expect((await removeRedirect(refusedRedirect.version)).status).toBe(200);
    expect((await removeHook(refusedHook.version)).status).toBe(200);
    expect(await bed.testDb.db.select().from(redirects).where(eq(redirects.id, redirectId))).toEqual([]);
    expect(
      await bed.testDb.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, hookId)),
    ).toEqual([]);
  });
});
