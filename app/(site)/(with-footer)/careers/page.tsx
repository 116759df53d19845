import type { Metadata } from 'next';
import { PageBanner } from '@/components/ui/PageBanner';
import { Section } from '@/components/ui/Section';
import { JobList } from '@/components/site/careers/JobList';
import { pageMeta } from '@/content/dictionary';
import { listPublishedJobs } from '@/lib/data/jobs';

export const metadata: Metadata = {
  title: pageMeta.careers.title,
  description: pageMeta.careers.description,
};

export default async function CareersPage() {
  const jobs = await listPublishedJobs();
  return (
    <>
      <PageBanner title="Join Our Team" image="/artwork/banners/careers.svg" />
      <Section heading="Current Openings" headingId="openings">
        <JobList jobs={jobs} />
      </Section>
    </>
  );
}
