import { Accordion } from '@/components/ui/Accordion';
import { Container } from '@/components/ui/Container';
import { homeSections } from '@/content/homeSections';
import type { FaqItem } from '@/content/types';
import { SectionHead } from './SectionHead';
import styles from './FaqSection.module.css';
import sections from './sections.module.css';

/** FAQ: four questions, one answer open at a time. */
export function FaqSection({ items }: { items: readonly FaqItem[] }) {
  const text = homeSections.faq;
  return (
    <section className={`${sections.section} ${sections.tinted}`} aria-labelledby="faq-heading">
      <Container className={styles.layout}>
        <SectionHead id="faq-heading" eyebrow={text.eyebrow} heading={text.heading} />
        <Accordion items={items.map((item) => ({ heading: item.question, content: <p>{item.answer}</p> }))} />
      </Container>
    </section>
  );
}
