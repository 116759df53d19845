/**
 * The one convention of the form schemas: a required field checks "filled in" first and stops
 * there when it is empty (`abort`), so an empty field shows only its "required" message; format
 * rules come after and abort too where a later rule would repeat the complaint.
 */
import { z } from 'zod';

/** The options of a "must be filled in" check: `z.string().min(1, required('…'))`. */
export function required(message: string) {
  return { message, abort: true } as const;
}

/** Trimmed text that must not be blank. */
export function requiredText(message: string) {
  return z.string().trim().min(1, required(message));
}
