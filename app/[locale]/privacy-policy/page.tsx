import { LegalDocument } from '@/components/ui/LegalDocument';
import { localized } from '@/content/localized';
import { fixedPageMetadata } from '@/content/pageMetadata';

export const generateMetadata = fixedPageMetadata('privacy', (r) => r.privacy());

export default async function PrivacyPage() {
  const { t } = await localized();
  return <LegalDocument doc={t.privacy} values={t.company} labels={t.legalLabels} />;
}
