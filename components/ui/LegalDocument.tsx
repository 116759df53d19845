import type { LegalDocument as LegalDocumentContent } from '@/content/types';
import { formatDate } from '@/lib/text/dates';
import { Container } from './Container';
import { LightPageHeader } from './LightPageHeader';
import { Prose } from './Prose';
import styles from './LegalDocument.module.css';

/** A legal text with a table of contents; `{email}`-style tokens are filled from `values`. */
export function LegalDocument({
  doc,
  values,
}: {
  doc: LegalDocumentContent;
  values: Readonly<Record<string, unknown>>;
}) {
  const fill = (text: string) =>
    text.replace(/\{(\w+)\}/g, (token, key: string) => {
      const value = values[key];
      return typeof value === 'string' ? value : token;
    });
  return (
    <>
      <LightPageHeader title={doc.title} intro={fill(doc.intro)}>
        <p className={styles.updated}>Last updated: {formatDate(doc.updated)}</p>
      </LightPageHeader>
      <Container className={styles.layout}>
        <nav aria-labelledby="toc-heading" className={styles.toc}>
          <h2 id="toc-heading" className={styles.tocHeading}>
            Contents
          </h2>
          <ol>
            {doc.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.sections}>
          {doc.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
              <h2 id={`${section.id}-heading`} className={styles.sectionHeading}>
                {section.heading}
              </h2>
              <Prose text={section.paragraphs.map(fill)} />
            </section>
          ))}
        </div>
      </Container>
    </>
  );
}
