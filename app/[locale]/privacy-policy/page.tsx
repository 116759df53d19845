import { LegalDocument } from '@/components/ui/LegalDocument';
import { localized } from '@/content/localized';
import { fixedPageMetadata } from '@/content/pageMetadata';
import { retentionInPolicy } from '@/features/privacy/retention';
import { getSiteSettings } from '@/features/settings/data';

export const generateMetadata = fixedPageMetadata('privacy', (r) => r.privacy());

/** The policy states the retention periods an Owner set (Personal data): a change there purges it. */
export default async function PrivacyPage() {
  const [{ t }, settings] = await Promise.all([localized(), getSiteSettings()]);
  return (
    <LegalDocument
      doc={t.privacy}
      values={{ ...t.company, ...retentionInPolicy(settings) }}
      labels={t.legalLabels}
    />
  );
}
