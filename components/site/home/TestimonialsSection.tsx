import { Img } from '@/components/ui/Img';
import { Carousel } from '@/components/ui/Carousel';
import type { Testimonial } from '@/content/types';
import { HomeSection } from './HomeSection';
import styles from './TestimonialsSection.module.css';
import { localized } from '@/content/localized';
import Bidi from '@/components/ui/Bidi';

/** Spec: 3 visible (2 under 1024, 1 under 640), autoplay 3 s, 500 ms, infinite, dots. */
export const TESTIMONIALS_AUTOPLAY_MS = 3000;

export async function TestimonialsSection({ items }: { items: readonly Testimonial[] }) {
  const { t } = await localized();
  const text = t.homeSections.testimonials;
  return (
    <HomeSection id="testimonials" eyebrow={text.eyebrow} heading={text.heading} centered tinted>
      <Carousel
        label={text.carouselLabel}
        text={t.dictionary.carousel}
        slidesPerView={1}
        breakpoints={{ 640: 2, 1024: 3 }}
        speed={500}
        autoplayMs={TESTIMONIALS_AUTOPLAY_MS}
        loop
        dots
        slides={items.map((item) => (
          <figure key={item.name} className={styles.card}>
            <blockquote className={styles.quote}>
              <p>
                <Bidi text={item.text} />
              </p>
            </blockquote>
            <figcaption className={styles.person}>
              <Img
                src={item.image.src}
                alt={item.image.alt}
                width={56}
                height={56}
                className={styles.photo}
              />
              <span>
                <span className={styles.name}>
                  <Bidi text={item.name} />
                </span>
                <span className={styles.company}>
                  <Bidi text={item.company} />
                </span>
              </span>
            </figcaption>
          </figure>
        ))}
      />
    </HomeSection>
  );
}
