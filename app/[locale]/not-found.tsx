import type { Metadata } from 'next';
import { localized } from '@/content/localized';
import { NotFoundPage } from './NotFoundPage';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await localized()).t.dictionary.notFound.title };
}

/** The 404 page of a listing that has nothing to show (no news yet, an unknown filter). */
export default function NotFound() {
  return <NotFoundPage />;
}
