import { Suspense } from 'react';
import { ApplyForm, ApplyFormPlaceholder } from '@/features/careers/site/ApplyForm';
import { Container } from '@/components/ui/Container';
import { PageBanner } from '@/components/ui/PageBanner';
import { localized } from '@/content/localized';
import { fixedPageMetadata } from '@/content/pageMetadata';
import { formMessagesFor } from '@/lib/validation/messages';
import { listPublishedJobs } from '@/features/careers/jobs';
import { openJob } from '@/features/careers/views';
import styles from './apply.module.css';
import { artwork } from '@/lib/images/inlineArtwork';

export const generateMetadata = fixedPageMetadata('apply', (r) => r.apply());

/** Static page: the opening comes from ?jobId= on the client, matched against the published jobs. */
export default async function ApplyPage() {
  const { t, locale } = await localized();
  const published = await listPublishedJobs(locale);
  const { applyText } = t;
  const jobs = published.map(openJob);
  const language = { locale, text: applyText, messages: formMessagesFor(locale).application };
  return (
    <>
      <PageBanner title={applyText.title} image={artwork('/artwork/banners/careers.svg')} />
      <section className={styles.section}>
        <Container>
          <div className={styles.card}>
            <Suspense fallback={<ApplyFormPlaceholder jobs={jobs} {...language} />}>
              <ApplyForm jobs={jobs} {...language} />
            </Suspense>
          </div>
        </Container>
      </section>
    </>
  );
}
