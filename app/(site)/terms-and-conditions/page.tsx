import type { Metadata } from 'next';
import { LegalDocument } from '@/components/ui/LegalDocument';
import { company } from '@/content/company';
import { pageMeta } from '@/content/dictionary';
import { legalLabels, terms } from '@/content/legal';

export const metadata: Metadata = { title: pageMeta.terms.title, description: pageMeta.terms.description };

export default function TermsPage() {
  return <LegalDocument doc={terms} values={company} labels={legalLabels} />;
}
