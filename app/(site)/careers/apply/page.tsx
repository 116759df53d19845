import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ApplyForm } from '@/components/site/careers/ApplyForm';
import { Container } from '@/components/ui/Container';
import { PageBanner } from '@/components/ui/PageBanner';
import { applyText } from '@/content/careers';
import { pageMeta } from '@/content/dictionary';
import { listPublishedJobs } from '@/lib/data/jobs';
import { openJob } from '@/lib/data/views';
import styles from './apply.module.css';

export const metadata: Metadata = { title: pageMeta.apply.title, description: pageMeta.apply.description };

/** Static page: the opening comes from ?jobId= on the client, matched against the published jobs. */
export default async function ApplyPage() {
  const jobs = (await listPublishedJobs()).map(openJob);
  return (
    <>
      <PageBanner title={applyText.title} image="/artwork/banners/careers.svg" />
      <section className={styles.section}>
        <Container>
          <div className={styles.card}>
            <Suspense fallback={<p className={styles.loading}>{applyText.loading}</p>}>
              <ApplyForm jobs={jobs} />
            </Suspense>
          </div>
        </Container>
      </section>
    </>
  );
}
