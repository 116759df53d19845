import type { Metadata } from 'next';
import { PageBanner } from '@/components/ui/PageBanner';
import { Prose } from '@/components/ui/Prose';
import { Section } from '@/components/ui/Section';
import { aboutIntro, aboutTeaser } from '@/content/home';
import { pageMeta } from '@/content/dictionary';

export const metadata: Metadata = { title: pageMeta.about.title, description: pageMeta.about.description };

export default function AboutPage() {
  return (
    <>
      <PageBanner title="About Us" image="/artwork/banners/about.svg" />
      <Section heading={aboutTeaser.heading} headingId="about-intro">
        <Prose text={aboutIntro} />
      </Section>
    </>
  );
}
