import type { Metadata } from 'next';
import { PageBanner } from '@/components/ui/PageBanner';
import { Section } from '@/components/ui/Section';
import { pageMeta } from '@/content/dictionary';

export const metadata: Metadata = { title: pageMeta.apply.title, description: pageMeta.apply.description };

export default function ApplyPage() {
  return (
    <>
      <PageBanner title="Job Application Form" image="/artwork/banners/careers.svg" />
      <Section>
        <p>Choose an opening on the Careers page to apply for it.</p>
      </Section>
    </>
  );
}
