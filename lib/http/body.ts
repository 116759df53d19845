/**
 * Request bodies, read with a cap: the bytes are counted as they arrive, so a body over the limit
 * is refused (413) without being read whole, whether or not it announced its length.
 */
/**
 * Text with a NUL character cannot be stored (PostgreSQL refuses it in text) and no form needs
 * it: such a body is refused as a whole, before anything is stored.
 */
export class UnstorableText extends Error {
  constructor() {
    super('Request text contains a NUL character');
    this.name = 'UnstorableText';
  }
}

/**
 * The deepest nesting a JSON body may have. No form sends more than two levels ({ ids: [1, 2] });
 * without a cap, 64 KB of `[` nest 20,000 levels deep, which is more than any recursive code
 * (a validator, a logger) can walk.
 */
export const MAX_JSON_DEPTH = 32;

export class TooDeep extends Error {
  constructor() {
    super(`Request JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
    this.name = 'TooDeep';
  }
}

const hasNul = (text: string) => text.includes('\u0000');

/** Throws TooDeep or UnstorableText for a parsed JSON value; walks it with a stack, not recursion. */
function checkJson(value: unknown): void {
  const pending: [value: unknown, depth: number][] = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (typeof item === 'string') {
      if (hasNul(item)) throw new UnstorableText();
    } else if (item && typeof item === 'object') {
      if (depth >= MAX_JSON_DEPTH) throw new TooDeep();
      for (const [key, inner] of Object.entries(item)) {
        if (hasNul(key)) throw new UnstorableText();
        pending.push([inner, depth + 1]);
      }
    }
  }
}

export class BodyTooLarge extends Error {
  constructor(
    readonly limit: number,
    /** The form's file field that made it too large, and what to say beside it. */
    readonly field?: { name: string; message: string },
  ) {
    super(`Request body over ${limit} bytes`);
    this.name = 'BodyTooLarge';
  }
}

/** The body's bytes, at most `limit` of them; throws BodyTooLarge beyond. */
export async function readBody(request: Request, limit: number): Promise<Uint8Array> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) throw new BodyTooLarge(limit);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLarge(limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** A JSON body; anything unreadable becomes `null`, which the schema then rejects. */
export async function readJson(request: Request, limit = 64 * 1024): Promise<unknown> {
  // Only a body that says it is JSON: a text/plain one is what a foreign page can send without
  // asking the browser first, and no form of ours sends one.
  if (!/^application\/json\s*(;|$)/i.test(request.headers.get('content-type')?.trim() ?? '')) return null;
  const bytes = await readBody(request, limit);
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return null;
  }
  checkJson(value);
  return value;
}

/** A multipart (or urlencoded) form body; null when it cannot be parsed. */
export async function readForm(request: Request, limit: number): Promise<FormData | null> {
  const bytes = await readBody(request, limit);
  let form: FormData;
  try {
    form = await new Response(bytes as BodyInit, {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    }).formData();
  } catch {
    return null;
  }
  for (const [name, value] of form.entries()) {
    if (hasNul(name) || hasNul(typeof value === 'string' ? value : value.name)) throw new UnstorableText();
  }
  return form;
}
