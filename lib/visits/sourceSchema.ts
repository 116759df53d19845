/**
 * The server's reading of a form's `X-Visit-Source` header (./source.ts): the same patterns the page
 * captured it with, nothing else; a header that does not read is refused like any invalid field.
 */
import * as z from 'zod/mini';
import {
  HOST_PATTERN,
  PATH_MAX_LENGTH,
  PATH_PATTERN,
  UTM_FIELDS,
  UTM_PATTERN,
  type VisitSource,
} from './source';

/** Far more than the largest source the patterns allow (five 100-character tags, a host, a path), encoded. */
export const SOURCE_HEADER_MAX_LENGTH = 4096;

const tag = z.optional(z.string().check(z.regex(UTM_PATTERN)));

export const visitSourceSchema = z.strictObject({
  utm: z.strictObject(
    Object.fromEntries(UTM_FIELDS.map((field) => [field, tag])) as Record<
      (typeof UTM_FIELDS)[number],
      typeof tag
    >,
  ),
  clickId: z.boolean(),
  referrer: z.optional(z.string().check(z.regex(HOST_PATTERN))),
  landing: z.string().check(z.maxLength(PATH_MAX_LENGTH), z.regex(PATH_PATTERN)),
  language: z.enum(['en', 'ar']),
}) satisfies z.ZodMiniType<VisitSource>;

/**
 * The source a header carries: null without one; undefined when it is there but does not read
 * (too long, not URI-encoded JSON, or outside the schema).
 */
export function readVisitSource(header: string | null): VisitSource | null | undefined {
  if (header === null || header === '') return null;
  if (header.length > SOURCE_HEADER_MAX_LENGTH) return undefined;
  try {
    const parsed = visitSourceSchema.safeParse(JSON.parse(decodeURIComponent(header)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
