import { notFound } from 'next/navigation';

/** Any other path under a language: that language's 404 page (app/[locale]/not-found.tsx). */
export default function UnknownPage() {
  notFound();
}
