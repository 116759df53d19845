import { ApiError } from '@/lib/api';
import { adminText } from '@/content/admin';

/** The message to show for a failed call: the server's own words, or a generic line. */
export function messageOf(error: unknown): string {
  return error instanceof ApiError && error.body.message ? error.body.message : adminText.genericError;
}
