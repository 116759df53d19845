import { Accordion } from '@/components/ui/Accordion';
import type { FaqItem } from '@/content/types';
import { HomeSection } from './HomeSection';
import styles from './FaqSection.module.css';
import { localized } from '@/content/localized';
import Bidi from '@/components/ui/Bidi';

/** FAQ: four questions, one answer open at a time. */
export async function FaqSection({ items }: { items: readonly FaqItem[] }) {
  const { t } = await localized();
  const text = t.homeSections.faq;
  return (
    <HomeSection id="faq" eyebrow={text.eyebrow} heading={text.heading} tinted layout={styles.layout}>
      <Accordion
        items={items.map((item) => ({
          heading: item.question,
          content: (
            <p>
              <Bidi text={item.answer} />
            </p>
          ),
        }))}
      />
    </HomeSection>
  );
}
