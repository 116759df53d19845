import { Container } from './Container';
import styles from './Section.module.css';
import Bidi from './Bidi';

/** A page section with an optional heading, at the site's vertical rhythm. */
export function Section({
  heading,
  headingId,
  tone = 'plain',
  children,
}: {
  heading?: string;
  headingId?: string;
  tone?: 'plain' | 'tinted';
  children: React.ReactNode;
}) {
  return (
    <section className={styles.section} data-tone={tone} aria-labelledby={heading ? headingId : undefined}>
      <Container>
        {heading && (
          <h2 id={headingId} className={styles.heading}>
            <Bidi text={heading} />
          </h2>
        )}
        {children}
      </Container>
    </section>
  );
}
