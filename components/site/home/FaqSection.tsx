import { Accordion } from '@/components/ui/Accordion';
import { Container } from '@/components/ui/Container';
import type { FaqItem } from '@/content/types';
import { SectionHead } from './SectionHead';
import styles from './FaqSection.module.css';
import sections from './sections.module.css';
import { localized } from '@/lib/i18n/server';

/** FAQ: four questions, one answer open at a time. */
export async function FaqSection({ items }: { items: readonly FaqItem[] }) {
  const { t } = await localized();
  const text = t.homeSections.faq;
  return (
    <section className={`${sections.section} ${sections.tinted}`} aria-labelledby="faq-heading">
      <Container className={styles.layout}>
        <SectionHead id="faq-heading" eyebrow={text.eyebrow} heading={text.heading} />
        <Accordion items={items.map((item) => ({ heading: item.question, content: <p>{item.answer}</p> }))} />
      </Container>
    </section>
  );
}
