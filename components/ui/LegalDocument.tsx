import type { LegalDocument as LegalDocumentContent } from '@/content/types';
import { formatDate } from '@/lib/text/dates';
import { fill } from '@/lib/text/fill';
import { Container } from './Container';
import { LightPageHeader } from './LightPageHeader';
import { Prose } from './Prose';
import styles from './LegalDocument.module.css';
import { localized } from '@/content/localized';
import Bidi from './Bidi';

export interface LegalLabels {
  contents: string;
  updated: string;
  backToContents: string;
  related: string;
}

/**
 * A legal text: an 'at a glance' box, a numbered table of contents linking to numbered, anchored
 * sections, and the companion document. `{email}`-style tokens are filled from `values`.
 */
export async function LegalDocument({
  doc,
  values,
  labels,
}: {
  doc: LegalDocumentContent;
  values: Readonly<Record<string, unknown>>;
  labels: LegalLabels;
}) {
  const { locale, routes } = await localized();
  const filled = (text: string) => fill(text, values);
  return (
    <>
      <LightPageHeader title={doc.title} intro={filled(doc.intro)}>
        <p className={styles.updated}>
          {labels.updated} <time dateTime={doc.updated}>{formatDate(doc.updated, locale)}</time>
        </p>
      </LightPageHeader>
      <Container className={styles.layout}>
        <nav id="contents" aria-labelledby="toc-heading" className={styles.toc}>
          <h2 id="toc-heading" className={styles.tocHeading}>
            {labels.contents}
          </h2>
          <ol>
            {doc.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>
                  <Bidi text={section.heading} />
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.sections}>
          {doc.summary && (
            <aside className={styles.summary} aria-labelledby="summary-heading">
              <h2 id="summary-heading" className={styles.summaryHeading}>
                <Bidi text={doc.summary.heading} />
              </h2>
              <ul>
                {doc.summary.points.map((point) => (
                  <li key={point}>
                    <Bidi text={filled(point)} />
                  </li>
                ))}
              </ul>
            </aside>
          )}
          {doc.sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
              <h2 id={`${section.id}-heading`} className={styles.sectionHeading}>
                <span className={styles.number} aria-hidden="true">
                  {index + 1}.
                </span>
                <Bidi text={section.heading} />
              </h2>
              <Prose text={section.paragraphs.map(filled)} className={styles.prose} />
              <a href="#contents" className={styles.back}>
                {labels.backToContents}
              </a>
            </section>
          ))}
          {doc.related && (
            <p className={styles.related}>
              <Bidi text={labels.related} />{' '}
              <a href={routes[doc.related.to]()}>
                <Bidi text={doc.related.label} />
              </a>
            </p>
          )}
        </div>
      </Container>
    </>
  );
}
