import { LegalDocument } from '@/components/ui/LegalDocument';
import { localized } from '@/lib/i18n/server';
import { fixedPageMetadata } from '@/lib/seo/metadata';

export const generateMetadata = fixedPageMetadata('terms', (r) => r.terms());

export default async function TermsPage() {
  const { t } = await localized();
  return <LegalDocument doc={t.terms} values={t.company} labels={t.legalLabels} />;
}
