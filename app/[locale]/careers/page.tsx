import { JobList } from '@/features/careers/site/JobList';
import { Typewriter } from '@/features/careers/site/Typewriter';
import { WhyKinglife } from '@/features/careers/site/WhyKinglife';
import { Container } from '@/components/ui/Container';
import { PageBanner } from '@/components/ui/PageBanner';
import { Section } from '@/components/ui/Section';
import { localized } from '@/content/localized';
import { fixedPageMetadata } from '@/content/pageMetadata';
import { listPublishedJobs, readJobsPreview } from '@/features/careers/jobs';
import { PreviewBar } from '@/components/site/preview/PreviewBar';
import { previewedId, previewing } from '@/lib/auth/preview';
import { jobCollection } from '@/features/careers/collection';
import { jobPostingJsonLd } from '@/lib/seo/jsonLd';
import { JsonLd } from '@/app/_shell/JsonLd';
import { jobOpening } from '@/features/careers/views';
import styles from './careers.module.css';
import { artwork } from '@/lib/images/inlineArtwork';

export const generateMetadata = fixedPageMetadata('careers', (r) => r.careers(), 'careers', jobCollection);

/** Staff previewing an opening (lib/auth/preview.ts) see every opening with its draft, and that one even unpublished. */
export default async function CareersPage() {
  const [{ t, locale, routes }, preview] = await Promise.all([localized(), previewing(jobCollection)]);
  const jobs = preview
    ? await readJobsPreview(locale, await previewedId(jobCollection))
    : await listPublishedJobs(locale);
  const { careersText } = t;
  return (
    <>
      {jobs.length > 0 && <JsonLd data={jobs.map((job) => jobPostingJsonLd(job, t.company, locale))} />}
      <PageBanner
        title={<Typewriter text={careersText.heading} />}
        eyebrow={careersText.eyebrow}
        image={artwork('/artwork/banners/careers.svg')}
      />
      <section className={styles.why} aria-labelledby="why-kinglife">
        <Container>
          <WhyKinglife />
        </Container>
      </section>
      <Section heading={careersText.openingsHeading} headingId="openings" tone="tinted">
        <JobList jobs={jobs.map(jobOpening)} locale={locale} text={careersText} />
      </Section>
      {preview && <PreviewBar path={routes.careers()} />}
    </>
  );
}
