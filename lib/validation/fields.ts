/**
 * The one convention of the form schemas: a required field checks "filled in" first and stops
 * there when it is empty (`abort`), so an empty field shows only its "required" message; format
 * rules come after and abort too where a later rule would repeat the complaint.
 */
import * as z from 'zod/mini';

/** The options of a "must be filled in" check: `z.minLength(1, required('…'))`. */
export function required(message: string) {
  return { message, abort: true } as const;
}

/** Trimmed text that must not be blank; a field left out of the body gets the same message. */
export function requiredText(message: string) {
  return z.string({ error: message }).check(z.trim(), z.minLength(1, required(message)));
}

/**
 * The Arabic of a content text: optional, and empty while untranslated (the Arabic pages then show
 * the English). Left out of a body, an edit keeps the stored Arabic; sent empty, it clears it.
 */
export function arabicText(max: number, tooLong: string) {
  return z.optional(z.string().check(z.trim(), z.maxLength(max, tooLong)));
}

/** YYYY-MM-DD of a real day (not 2024-02-30, which Date.parse rolls over to March 1). */
export function isoDateField(message: string) {
  return z.string({ error: message }).check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, { message, abort: true }),
    z.refine((v) => {
      const day = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === v;
    }, message),
  );
}

/** An https:// address of a public site, or empty (then no link is shown). */
export function httpsLinkField(max: number, tooLong: string, message: string) {
  return z.string().check(
    z.trim(),
    z.maxLength(max, tooLong),
    z.refine((v) => {
      if (v === '') return true;
      try {
        const url = new URL(v);
        return url.protocol === 'https:' && url.hostname.includes('.');
      } catch {
        return false;
      }
    }, message),
  );
}

/** A File from the browser or from a parsed multipart body (checked by shape: realms differ). */
export interface UploadFile {
  name: string;
  size: number;
  type: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

export function isUploadFile(value: unknown): value is UploadFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as UploadFile).name === 'string' &&
    typeof (value as UploadFile).size === 'number' &&
    typeof (value as UploadFile).arrayBuffer === 'function' &&
    (value as UploadFile).size > 0
  );
}

const fileFields = new WeakSet<object>();
const multilineFields = new WeakSet<object>();

/**
 * A text of several lines (what a textarea holds): tabs and line breaks are its to keep. Every
 * other text field is one line (lib/http/input.ts refuses them there, and control characters in
 * any field).
 */
export function multiline<S extends object>(schema: S): S {
  multilineFields.add(schema);
  return schema;
}

export function isMultiline(schema: unknown): boolean {
  return typeof schema === 'object' && schema !== null && multilineFields.has(schema);
}

/** Whether a form schema's field holds a file (a form with one travels as multipart/form-data). */
export function isFileField(field: unknown): boolean {
  return typeof field === 'object' && field !== null && fileFields.has(field);
}

/**
 * A file field: present (when `requiredMessage` is given) and at most `maxBytes`. What the file
 * really is, the server decides from its bytes.
 */
export function fileField(options: { requiredMessage?: string; maxBytes: number; sizeMessage: string }) {
  const file = z.custom<UploadFile | undefined>(() => true);
  const rules = z.superRefine<UploadFile | undefined>((value, ctx) => {
    if (value === undefined || value === null) {
      if (options.requiredMessage) ctx.addIssue({ code: 'custom', message: options.requiredMessage });
    } else if (!isUploadFile(value)) {
      ctx.addIssue({ code: 'custom', message: options.requiredMessage ?? options.sizeMessage });
    } else if (value.size > options.maxBytes) {
      ctx.addIssue({ code: 'custom', message: options.sizeMessage });
    }
  });
  const field = options.requiredMessage ? file.check(rules) : z.optional(file).check(rules);
  fileFields.add(field);
  return field;
}
