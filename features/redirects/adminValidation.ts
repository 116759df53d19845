/**
 * The Redirects dialog's schema (shared by the dialog and its route), the lists' queries and the
 * allowed host's. The rules that need the database (a live page, a loop, an allowed host) are the
 * data module's (./data.ts).
 */
import * as z from 'zod/mini';
import { multiline } from '@/lib/validation/fields';
import { requiredText } from '@/lib/validation/fields';
import { listQuerySchema } from '@/lib/validation/lists';
import { REDIRECT_TARGET_KINDS } from './adminText';
import { redirectMessages as m } from './messages';

/** The longest path kept, as a redirect's source and in the 404 log. */
export const PATH_MAX = 512;
export const TARGET_MAX = 2048;
export const NOTE_MAX = 500;
export const REDIRECT_STATUSES = ['308', '301', '307', '302'] as const;

export const redirectSchema = z
  .object({
    source: requiredText(m.sourceRequired).check(
      z.maxLength(PATH_MAX, m.tooLong(PATH_MAX)),
      z.regex(/^\/(?!\/)\S*$/, m.sourcePath),
    ),
    targetKind: z.catch(z.enum(['', ...REDIRECT_TARGET_KINDS]), ''),
    target: z.optional(z.string().check(z.trim(), z.maxLength(TARGET_MAX, m.tooLong(TARGET_MAX)))),
    targetId: z.optional(z.string().check(z.trim())),
    status: z.enum(REDIRECT_STATUSES, m.status),
    note: multiline(z.optional(z.string().check(z.trim(), z.maxLength(NOTE_MAX, m.tooLong(NOTE_MAX))))),
  })
  .check((ctx) => {
    const { targetKind, target, targetId } = ctx.value;
    if (targetKind === '') {
      if (!target)
        ctx.issues.push({ code: 'custom', path: ['target'], message: m.targetRequired, input: target });
      else if (!/^(\/(?!\/)|https?:\/\/)\S+$/.test(target) && target !== '/')
        ctx.issues.push({ code: 'custom', path: ['target'], message: m.targetForm, input: target });
    } else if (
      !targetId ||
      !/^\d{1,10}$/.test(targetId) ||
      Number(targetId) < 1 ||
      Number(targetId) > 2_147_483_647
    ) {
      ctx.issues.push({ code: 'custom', path: ['targetId'], message: m.targetIdRequired, input: targetId });
    }
  });
export type RedirectInput = z.output<typeof redirectSchema>;

export const redirectsQuerySchema = listQuerySchema;
export type RedirectsQuery = z.output<typeof redirectsQuerySchema>;

export const NOT_FOUND_SORTS = ['recent', 'hits'] as const;
export type NotFoundSort = (typeof NOT_FOUND_SORTS)[number];
export const notFoundQuerySchema = z.extend(listQuerySchema, {
  sort: z.catch(z.enum(NOT_FOUND_SORTS), 'recent'),
});
export type NotFoundQuery = z.output<typeof notFoundQuerySchema>;

/** A host name as typed (lower-cased; a pasted address gives its host). */
export const hostSchema = z.object({
  name: requiredText(m.hostRequired).check(
    z.maxLength(253, m.hostRequired),
    z.regex(/^(https?:\/\/)?[A-Za-z0-9.-]+\.[A-Za-z]{2,63}(:\d{1,5})?(\/.*)?$/, m.hostRequired),
  ),
});
export type HostInput = z.output<typeof hostSchema>;
