import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { localized } from '@/content/localized';
import { notFoundMetadata } from '@/lib/seo/metadata';

export async function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata((await localized()).t.dictionary.notFound.title);
}

/** Any other path under a language: that language's 404 page (./not-found.tsx). */
export default function UnknownPage() {
  notFound();
}
