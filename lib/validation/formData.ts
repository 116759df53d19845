/**
 * Forms with files travel as multipart/form-data. These two turn a form's values into that body
 * (in the browser) and the body back into values for the same zod schema (on the server).
 */
import { isUploadFile } from './fields';

/**
 * Strings, numbers and booleans as text, lists as comma-separated text (ids chosen from a list),
 * files as files; empty values are left out.
 */
export function toFormData(values: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    if (isUploadFile(value)) form.set(name, value as unknown as Blob, value.name);
    else if (Array.isArray(value)) form.set(name, value.join(','));
    else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      form.set(name, String(value));
  }
  return form;
}

/**
 * Each field once; a file input left empty (no name, no bytes) counts as absent. Line breaks come
 * back as \n: multipart encoding sends every one as \r\n, which is not what staff typed.
 */
export function fromFormData(form: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    if (name in values) continue;
    if (typeof value === 'string') values[name] = value.replace(/\r\n?/g, '\n');
    else if (isUploadFile(value)) values[name] = value;
  }
  return values;
}
