/** A quote request stored as the quote form's route stores it, for tests that need one to exist. */
import { createQuoteRequest } from '@/features/enquiries/quoteRequests';
import { quoteRequestSchema } from '@/features/enquiries/quoteRequestValidation';
import type { Locale } from '@/lib/i18n/locales';

/** 2 MT of product 7, EXW to the UAE, from `email` (Gulf Flavours) writing in `language`. */
export async function storedQuote(
  { email, name, phone = '0504441122' }: { email: string; name: string; phone?: string },
  language: Locale = 'en',
) {
  const stored = await createQuoteRequest(
    quoteRequestSchema.parse({
      kind: 'quote',
      lines: [{ productId: 7, quantity: 2, unit: 'MT' }],
      company: 'Gulf Flavours',
      name,
      email,
      phone,
      country: 'AE',
      incoterm: 'EXW',
    }),
    language,
    { ip: null, source: null },
  );
  if (!stored.ok) throw new Error('The quote request was not stored.');
  return stored.request;
}
