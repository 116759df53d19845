import type { Metadata } from 'next';
import { LegalDocument } from '@/components/ui/LegalDocument';
import { company } from '@/content/company';
import { pageMeta } from '@/content/dictionary';
import { legalLabels, privacy } from '@/content/legal';

export const metadata: Metadata = {
  title: pageMeta.privacy.title,
  description: pageMeta.privacy.description,
};

export default function PrivacyPage() {
  return <LegalDocument doc={privacy} values={company} labels={legalLabels} />;
}
