/**
 * @jest-environment node
 *
 * Drafts, preview and scheduled publishing of blog posts, against a real database and real files:
 * a draft of a published post leaves the public post as it is until it is published (a version in
 * History) or discarded; a new post saved as a draft is not public; the preview route is for staff
 * of the content area only, and a page shows a draft only to draft mode plus a staff session; the
 * background work publishes a due post once however many instances race for it, and a restore
 * leaves the draft columns alone.
 */
import { eq, sql } from 'drizzle-orm';
import { Client } from 'pg';
import { adminTestBed, call, expectRetired, imageFile, request, jsonOf, IMAGE_ALTS } from '@/test/admin';
import { actingAs } from '@/lib/audit/actor';
import { createAdmin } from '@/lib/auth/adminUsers';
import { createSession } from '@/lib/auth/sessions';
import { sessionCookieName } from '@/lib/auth/cookies';
import { previewing } from '@/lib/auth/preview';
import { blogPostCollection } from '@/features/blog/collection';
import { expiredOutsideNext } from '@/lib/data/cache';
import { readBlogPostPreview } from '@/features/blog/data';
import { getBlogPost, listBlogPostIds } from '@/features/blog/published';
import { restoreVersion } from '@/features/history/data';
import { SCHEDULER } from '@/features/history/scheduled';
import { COLLECTIONS } from '@/lib/data/collections';
import { publishDueItems } from '@/lib/data/scheduledPublishing';
import { blogPosts, contentVersions } from '@/lib/db/schema';
import { dubaiInputValue } from '@/lib/text/dates';
import { POST as CREATE } from '../../blog-categories/[id]/posts/route';
import { PATCH } from '../[id]/route';
import { DELETE as DISCARD } from '../../drafts/[kind]/[id]/route';
import { PUT as PUBLISH } from '../[id]/published/route';
import { GET as PREVIEW } from '../../preview/[kind]/[id]/route';
import { GET as EXIT } from '../../../preview/exit/route';

// Next's request APIs, as a request in draft mode (or not) would find them.
const headers = { draftMode: false, enabled: 0, disabled: 0, cookies: new Map<string, string>() };
jest.mock('next/headers', () => ({
  draftMode: async () => ({
    get isEnabled() {
      return headers.draftMode;
    },
    enable: () => {
      headers.enabled += 1;
    },
    disable: () => {
      headers.disabled += 1;
    },
  }),
  cookies: async () => ({
    get: (name: string) =>
      headers.cookies.has(name) ? { name, value: headers.cookies.get(name)! } : undefined,
  }),
}));

const bed = adminTestBed({ email: 'editor@kinglife.test' });
let categoryId: number;

beforeAll(async () => {
  const [first] = await bed.testDb.db.select({ categoryId: blogPosts.categoryId }).from(blogPosts).limit(1);
  categoryId = first.categoryId;
});
beforeEach(() => {
  headers.draftMode = false;
  headers.enabled = 0;
  headers.disabled = 0;
  headers.cookies.clear();
});

type Form = Record<string, string | File | undefined>;
const postUrl = (id: number) => `/api/v1/admin/blog-posts/${id}`;

async function form(overrides: Form = {}): Promise<Form> {
  return {
    title: 'Cold-pressed Neem Oil',
    teaser: 'How we press it.',
    body: 'Slowly, below 40 °C.',
    publishedAt: '2026-03-01',
    ...IMAGE_ALTS,
    image: await imageFile('neem.png'),
    titleAr: 'زيت النيم',
    ...overrides,
  };
}

async function created(overrides: Form = {}) {
  const response = await call(
    CREATE,
    bed.staff.request('POST', `/api/v1/admin/blog-categories/${categoryId}/posts`, {
      form: await form(overrides),
    }),
    { id: categoryId },
  );
  expect(response.status).toBe(201);
  expiredOutsideNext.length = 0;
  return response.json();
}

const saveDraft = (id: number, fields: Form) =>
  call(PATCH, bed.staff.request('PATCH', postUrl(id), { form: { ...fields, asDraft: '1' } }), { id });
const discard = (id: number) =>
  call(DISCARD, bed.staff.request('DELETE', `/api/v1/admin/drafts/blog-posts/${id}`), {
    kind: 'blog-posts',
    id: String(id),
  });
const save = (id: number, fields: Form) =>
  call(PATCH, bed.staff.request('PATCH', postUrl(id), { form: fields }), { id });

async function versionsOf(id: number) {
  return bed.testDb.db
    .select()
    .from(contentVersions)
    .where(sql`${contentVersions.entity} = 'blog_posts' AND ${contentVersions.entityId} = ${id}`)
    .orderBy(contentVersions.id);
}

const rowOf = async (id: number) =>
  (await bed.testDb.db.select().from(blogPosts).where(eq(blogPosts.id, id)))[0];

/** A moment `minutes` from now as the dialog's Dubai date-time field gives it. */
const inMinutes = (minutes: number) => dubaiInputValue(new Date(Date.now() + minutes * 60_000).toISOString());

it('keeps the public post as it is while its changes wait in a draft, then publishes them as a version', async () => {
  const post = await created();
  const versionsBefore = (await versionsOf(post.id)).length;

  const response = await saveDraft(post.id, {
    ...(await form({ title: 'Neem Oil, Pressed Cold', ...IMAGE_ALTS, image: await imageFile('neem-2.png') })),
    titleAr: 'زيت النيم المعصور',
  });
  const saved = await jsonOf(response, 200);
  expect(saved.title).toBe('Cold-pressed Neem Oil');
  expect(saved.draft).toMatchObject({ title: 'Neem Oil, Pressed Cold', titleAr: 'زيت النيم المعصور' });
  expect(saved.draft.image.src).not.toBe(post.image.src);

  // Visitors: unchanged, and nothing of theirs expired; History: no version for a draft.
  expect((await getBlogPost('en', post.id))!.title).toBe('Cold-pressed Neem Oil');
  expect((await getBlogPost('ar', post.id))!.title).toBe('زيت النيم');
  expect((await getBlogPost('en', post.id))!.image.src).toBe(post.image.src);
  expect(expiredOutsideNext).toEqual([]);
  expect(await versionsOf(post.id)).toHaveLength(versionsBefore);

  // Preview: the draft over the post.
  expect((await readBlogPostPreview('en', post.id))!.title).toBe('Neem Oil, Pressed Cold');
  expect((await readBlogPostPreview('ar', post.id))!.title).toBe('زيت النيم المعصور');

  // "Publish changes": the dialog saves the draft's values (its picture stays: none chosen again).
  const published = await save(post.id, {
    ...(await form({ title: 'Neem Oil, Pressed Cold' })),
    image: undefined,
  });
  const after = await jsonOf(published, 200);
  expect(after.draft).toBeNull();
  expect(after.image.src).toBe(saved.draft.image.src);
  expect((await getBlogPost('en', post.id))!.title).toBe('Neem Oil, Pressed Cold');
  expect(expiredOutsideNext).toEqual(expect.arrayContaining(['blog', `blog-post:${post.id}`]));
  const versions = await versionsOf(post.id);
  expect(versions).toHaveLength(versionsBefore + 1);
  expect(versions.at(-1)).toMatchObject({ action: 'update', actorEmail: 'editor@kinglife.test' });
  expect(versions.at(-1)!.changed).toEqual(expect.arrayContaining(['image', 'title']));
  expect(versions.at(-1)!.changed).not.toContain('draft');
  // The old public picture waits retired (History still shows it).
  await expectRetired(bed.testDb.db, bed.data.uploads, post.image.src.split('/media/')[1]);
});

it('discards a draft: the public post stays, and a picture only the draft showed is retired', async () => {
  const post = await created();
  const saved = await (
    await saveDraft(
      post.id,
      await form({ title: 'Thrown away', ...IMAGE_ALTS, image: await imageFile('draft.png') }),
    )
  ).json();
  const response = await discard(post.id);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ discarded: true });
  const [after] = await bed.testDb.db.select().from(blogPosts).where(eq(blogPosts.id, post.id));
  expect(after).toMatchObject({ title: 'Cold-pressed Neem Oil', draft: null, publishAt: null });
  expect((await getBlogPost('en', post.id))!.title).toBe('Cold-pressed Neem Oil');
  expect((await readBlogPostPreview('en', post.id))!.title).toBe('Cold-pressed Neem Oil');
  await expectRetired(bed.testDb.db, bed.data.uploads, saved.draft.image.src.split('/media/')[1]);
  expect((await discard(999_999)).status).toBe(404);
});

it('keeps a new post saved as a draft off the website until it is published', async () => {
  const post = await created({ asDraft: '1', title: 'Not Yet' });
  expect(post).toMatchObject({ published: false, draft: null, publishAt: null });
  expect(await getBlogPost('en', post.id)).toBeNull();
  expect(await listBlogPostIds()).not.toContain(post.id);
  expect((await readBlogPostPreview('en', post.id))!.title).toBe('Not Yet');

  // Its edits are saved to it (there is no public version to keep); it stays unpublished.
  const edited = await (
    await saveDraft(post.id, await form({ title: 'Not Yet, Edited', image: undefined }))
  ).json();
  expect(edited).toMatchObject({ title: 'Not Yet, Edited', published: false, draft: null });
  expect(await getBlogPost('en', post.id)).toBeNull();

  const publish = await call(
    PUBLISH,
    bed.staff.request('PUT', `${postUrl(post.id)}/published`, { json: { published: true } }),
    {
      id: post.id,
    },
  );
  expect(publish.status).toBe(200);
  expect((await getBlogPost('en', post.id))!.title).toBe('Not Yet, Edited');
});

it('refuses a schedule in the past, and clears one left empty', async () => {
  const post = await created();
  const past = await saveDraft(post.id, await form({ image: undefined, publishAt: inMinutes(-5) }));
  expect(past.status).toBe(400);
  expect((await past.json()).fields.publishAt).toBeTruthy();

  const scheduled = await (
    await saveDraft(post.id, await form({ image: undefined, publishAt: inMinutes(60) }))
  ).json();
  expect(Math.abs(Date.parse(scheduled.publishAt) - (Date.now() + 3_600_000))).toBeLessThan(61_000);
  const cleared = await (await saveDraft(post.id, await form({ image: undefined, publishAt: '' }))).json();
  expect(cleared.publishAt).toBeNull();
  expect(cleared.draft).not.toBeNull();
});

describe('preview', () => {
  const preview = (id: number, cookie?: string, locale = 'ar') =>
    call(PREVIEW, request('GET', `/api/v1/admin/preview/blog-posts/${id}?locale=${locale}`, { cookie }), {
      kind: 'blog-posts',
      id,
    });

  it('is for signed-in staff of the content area only', async () => {
    const post = await created({ asDraft: '1' });
    expect((await preview(post.id)).status).toBe(401);

    const hr = await createAdmin(bed.testDb.db, { email: 'hr@kinglife.test', passwordHash: 'x', role: 'hr' });
    const hrCookie = `${sessionCookieName()}=${(await createSession(bed.testDb.db, hr.id)).token}`;
    const refused = await preview(post.id, hrCookie);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toBe('forbidden_role');
    expect(headers.enabled).toBe(0);

    const allowed = await preview(post.id, bed.staff.cookie);
    expect(allowed.status).toBe(307);
    expect(allowed.headers.get('location')).toBe(`/ar/blogPage/blogdetails/${post.id}`);
    expect(allowed.headers.get('cache-control')).toBe('no-store');
    expect(headers.enabled).toBe(1);
    expect((await preview(post.id, bed.staff.cookie, 'en')).headers.get('location')).toBe(
      `/blogPage/blogdetails/${post.id}`,
    );
    expect((await preview(999_999, bed.staff.cookie)).status).toBe(404);
  });

  it('is left by ending draft mode and dropping the preview cookie, back to a page of this site only', async () => {
    const exit = (to: string) =>
      call(EXIT, request('GET', `/api/v1/preview/exit?to=${encodeURIComponent(to)}`));
    const left = await exit('/ar/blogPage/blogdetails/3');
    expect(left.status).toBe(307);
    expect(left.headers.get('location')).toBe('/ar/blogPage/blogdetails/3');
    expect(headers.disabled).toBe(1);
    expect(left.headers.get('set-cookie')).toMatch(/^kinglife_preview_item=;.*Expires=Thu, 01 Jan 1970/i);
    for (const elsewhere of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      expect((await exit(elsewhere)).headers.get('location')).toBe('/');
    }
  });

  it('shows a page the draft only with draft mode and a live staff session together', async () => {
    const token = bed.staff.cookie.split('=')[1];
    headers.draftMode = true;
    expect(await previewing(blogPostCollection)).toBe(false); // draft-mode cookie alone
    headers.cookies.set(sessionCookieName(), 'not-a-session');
    expect(await previewing(blogPostCollection)).toBe(false);
    headers.cookies.set(sessionCookieName(), token);
    expect(await previewing(blogPostCollection)).toBe(true);
    headers.draftMode = false;
    expect(await previewing(blogPostCollection)).toBe(false); // a session alone: the public page

    const sales = await createAdmin(bed.testDb.db, {
      email: 'sales@kinglife.test',
      passwordHash: 'x',
      role: 'sales',
    });
    headers.draftMode = true;
    headers.cookies.set(sessionCookieName(), (await createSession(bed.testDb.db, sales.id)).token);
    expect(await previewing(blogPostCollection)).toBe(false);
  });
});

describe('scheduled publishing', () => {
  it('publishes a due post once when two instances race, expiring its tags, and leaves a later one alone', async () => {
    const due = await created({ asDraft: '1', title: 'Due Now', publishAt: inMinutes(1) });
    const later = await created({ asDraft: '1', title: 'Due Tomorrow', publishAt: inMinutes(24 * 60) });
    const livePost = await created();
    await saveDraft(
      livePost.id,
      await form({ title: 'Changed On Time', image: undefined, publishAt: inMinutes(1) }),
    );
    expect(await getBlogPost('en', due.id)).toBeNull();
    expiredOutsideNext.length = 0;
    const versionsBefore = (await versionsOf(due.id)).length;

    const at = new Date(Date.now() + 2 * 60_000);
    // Another instance in the middle of publishing them (its claim held): this one skips them at
    // once, rather than waiting for it or publishing them a second time.
    const other = new Client({ connectionString: bed.testDb.url });
    await other.connect();
    try {
      await other.query('BEGIN');
      const claimed = await other.query(
        'SELECT id FROM blog_posts WHERE publish_at <= $1 FOR UPDATE SKIP LOCKED',
        [at.toISOString()],
      );
      expect(claimed.rows.map((row) => row.id).sort()).toEqual([due.id, livePost.id].sort());
      expect(await publishDueItems(bed.testDb.db, at)).toEqual([]);
      await other.query('ROLLBACK'); // that instance stopped before its commit: still due
    } finally {
      await other.end();
    }
    expect(await getBlogPost('en', due.id)).toBeNull();

    // Two instances at once (on connections of their own).
    await Promise.all([1, 2, 3].map(() => bed.testDb.db.execute(sql`SELECT pg_sleep(0.05)`)));
    const runs = await Promise.all([publishDueItems(bed.testDb.db, at), publishDueItems(bed.testDb.db, at)]);
    const published = runs.flat().map((item) => item.id);
    expect(published.filter((id) => id === due.id)).toHaveLength(1);
    expect(published.filter((id) => id === livePost.id)).toHaveLength(1);
    expect(published).not.toContain(later.id);
    expect(await publishDueItems(bed.testDb.db, at)).toEqual([]);

    expect((await getBlogPost('en', due.id))!.title).toBe('Due Now');
    expect(await listBlogPostIds()).toContain(due.id);
    expect(await rowOf(due.id)).toMatchObject({ published: true, publishAt: null, draft: null });
    expect((await getBlogPost('en', livePost.id))!.title).toBe('Changed On Time');
    expect(await getBlogPost('en', later.id)).toBeNull();
    expect(expiredOutsideNext).toEqual(
      expect.arrayContaining(['blog', `blog-post:${due.id}`, `blog-post:${livePost.id}`]),
    );
    expect(expiredOutsideNext).not.toContain(`blog-post:${later.id}`);

    const versions = await versionsOf(due.id);
    expect(versions).toHaveLength(versionsBefore + 1);
    expect(versions.at(-1)).toMatchObject({ action: 'update', actorEmail: SCHEDULER });
    expect(versions.at(-1)!.changed).toEqual(['published']);
  });
});

it('leaves the draft and the schedule alone on a restore, and records no version for them', async () => {
  const post = await created();
  await save(post.id, await form({ title: 'Second Title', image: undefined }));
  await saveDraft(
    post.id,
    await form({ title: 'Pending Title', image: undefined, publishAt: inMinutes(90) }),
  );
  const versions = await versionsOf(post.id);
  const first = versions.find((version) => version.data.title === 'Cold-pressed Neem Oil')!;

  const editor = { id: bed.staff.user.id, email: bed.staff.user.email };
  expect(
    await actingAs({ ip: '127.0.0.1', user: editor }, () =>
      restoreVersion(COLLECTIONS['blog-posts'], post.id, first.id),
    ),
  ).toBe(true);
  const row = await rowOf(post.id);
  expect(row.title).toBe('Cold-pressed Neem Oil');
  expect(row.draft).toMatchObject({ title: 'Pending Title' });
  expect(row.publishAt).not.toBeNull();
  // Versions: create, update, restore — the draft and its schedule made none.
  expect((await versionsOf(post.id)).map((version) => version.action)).toEqual([
    'create',
    'update',
    'restore',
  ]);
});
