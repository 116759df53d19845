import { LegalDocument } from '@/components/ui/LegalDocument';
import { localized } from '@/content/localized';
import { fixedPageMetadata } from '@/content/pageMetadata';

export const generateMetadata = fixedPageMetadata('terms', (r) => r.terms());

export default async function TermsPage() {
  const { t } = await localized();
  return <LegalDocument doc={t.terms} values={t.company} labels={t.legalLabels} />;
}
