/**
 * The lot lookup's search, loaded when a buyer comes to the lookup (./LotLookup.tsx): the
 * endpoint's own schema and the API client stay out of the product page's first load.
 */
import type { LotLookupAnswer } from '@/features/documents/dto';
import type { LotLookupMessages } from '@/features/documents/messages';
import { lotLookupSchemaWith } from '@/features/documents/validation';
import { api, problemMessage, type FailureText } from '@/lib/api/client';
import { publicEndpoints } from '@/lib/api/publicContract';

export type LotSearch =
  /** The lot as typed is not one: the schema's message, beside the field. */
  | { refused: string }
  | { answer: LotLookupAnswer }
  /** The call failed: what to say above the answer. */
  | { problem: string };

export async function searchLot(
  lot: string,
  productId: number | undefined,
  messages: LotLookupMessages,
  errors: FailureText,
): Promise<LotSearch> {
  const parsed = lotLookupSchemaWith(messages).safeParse({ lot, productId });
  if (!parsed.success) return { refused: parsed.error.issues[0]?.message ?? messages.lotFormat };
  try {
    return { answer: await api.post(publicEndpoints.documentLots, parsed.data) };
  } catch (failure) {
    return { problem: problemMessage(failure, errors) };
  }
}
