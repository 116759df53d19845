import { Container } from '@/components/ui/Container';
import { Reveal } from './Reveal';
import styles from './StorySection.module.css';
import sections from './sections.module.css';
import { localized } from '@/content/localized';
import Bidi from '@/components/ui/Bidi';

/** Our Story & Mission: years in business and 30+ products, sliding in once when visible. */
export async function StorySection({
  heading,
  mission,
  story,
  years,
}: {
  heading: string;
  mission: string;
  story: string;
  years: number;
}) {
  const { t } = await localized();
  const text = t.homeSections.story;
  return (
    <section className={sections.section} aria-labelledby="story-heading">
      <Container className={styles.layout}>
        <Reveal from="start" className={styles.figures}>
          <h2 id="story-heading" className={sections.heading}>
            <Bidi text={heading} />
          </h2>
          <dl className={styles.stats}>
            <div className={styles.stat}>
              <dt className={styles.label}>{text.yearsLabel}</dt>
              <dd className={styles.number} data-testid="story-years">
                <span dir="ltr">{years}+</span>
              </dd>
            </div>
            <div className={styles.stat}>
              <dt className={styles.label}>{text.productsLabel}</dt>
              <dd className={styles.number}>
                <span dir="ltr">{text.productsFigure}</span>
              </dd>
            </div>
          </dl>
        </Reveal>
        <Reveal from="end" delay={0.15} className={styles.copy}>
          <h3 className={styles.subheading}>{text.missionHeading}</h3>
          <p>
            <Bidi text={mission} />
          </p>
          <h3 className={styles.subheading}>{text.storyHeading}</h3>
          <p>
            <Bidi text={story} />
          </p>
        </Reveal>
      </Container>
    </section>
  );
}
