import { YearsBadge } from '../common/YearsBadge';
import { Frame } from '@/components/ui/Frame';
import { Container } from '@/components/ui/Container';
import type { ImageRef } from '@/content/types';
import { Reveal } from './Reveal';
import styles from './AboutTeaser.module.css';
import sections from './sections.module.css';
import { localized } from '@/content/localized';
import Bidi from '@/components/ui/Bidi';

/** About Us on the home page: text, three images that fade in, and the years-of-trust badge. */
export async function AboutTeaser({
  heading,
  paragraph,
  images,
  years,
}: {
  heading: string;
  paragraph: string;
  images: readonly [ImageRef, ImageRef, ImageRef];
  years: number;
}) {
  const { t, routes } = await localized();
  const text = t.homeSections.about;
  return (
    <section className={`${sections.section} ${sections.tinted}`} aria-labelledby="about-teaser-heading">
      <Container className={styles.layout}>
        <div className={styles.gallery}>
          {images.map((image, index) => (
            <Reveal key={image.src} className={styles[`image${index + 1}`]} delay={index * 0.15}>
              <Frame {...image} sizes="(min-width: 1024px) 320px, 50vw" className={styles.frame} />
            </Reveal>
          ))}
          <YearsBadge years={years} label={text.badgeLabel} className={styles.badge} testId="years-badge" />
        </div>
        <div className={styles.copy}>
          <p className={sections.eyebrow}>{text.eyebrow}</p>
          <h2 id="about-teaser-heading" className={sections.heading}>
            <Bidi text={heading} />
          </h2>
          <p className={styles.paragraph}>
            <Bidi text={paragraph} />
          </p>
          <a href={routes.about()} className={sections.button}>
            {text.readMore}
            <span className="visually-hidden">
              : <Bidi text={heading} />
            </span>
          </a>
        </div>
      </Container>
    </section>
  );
}
