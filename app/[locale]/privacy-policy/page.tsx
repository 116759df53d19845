import { LegalDocument } from '@/components/ui/LegalDocument';
import { localized } from '@/lib/i18n/server';
import { fixedPageMetadata } from '@/lib/seo/metadata';

export const generateMetadata = fixedPageMetadata('privacy', (r) => r.privacy());

export default async function PrivacyPage() {
  const { t } = await localized();
  return <LegalDocument doc={t.privacy} values={t.company} labels={t.legalLabels} />;
}
