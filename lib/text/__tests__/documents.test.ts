/**
 * How documents are named, measured and linked for buyers.
 */
import { textFor } from '../../../content/text';
import { documentHref, documentLabel } from '@/features/documents/text';
import { fileSize } from '../documents';

it('names a document by its kind and language, in the page’s language', () => {
  const sheet = { type: 'sds', language: 'fr' } as const;
  expect(documentLabel(textFor('en').productDocumentsText, sheet)).toBe('Safety data sheet (French)');
  expect(documentLabel(textFor('ar').productDocumentsText, sheet)).toBe('صحيفة بيانات السلامة (الفرنسية)');
});

it('gives sizes as people read them, with Latin digits on Arabic pages', () => {
  expect(fileSize(840_000, 'en')).toBe('840 kB');
  expect(fileSize(1_250_000, 'en')).toBe('1.3 MB');
  expect(fileSize(10 * 1024 * 1024, 'en')).toBe('10 MB');
  expect(fileSize(612, 'en')).toBe('0.6 kB');
  expect(fileSize(1_250_000, 'ar')).toMatch(/^1\.3 /);
});

it('downloads a public document from the API, telling it the page’s language', () => {
  expect(documentHref(4, 'en')).toBe('/api/v1/documents/4?lang=en');
  expect(documentHref(4, 'ar')).toBe('/api/v1/documents/4?lang=ar');
});
