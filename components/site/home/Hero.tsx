import { Backdrop, type BackdropImage } from '@/components/ui/Backdrop';
import styles from './Hero.module.css';
import { localized } from '@/content/localized';
import Bidi from '@/components/ui/Bidi';

export interface HeroText {
  tagline: string;
  heading: string;
  subtext: string;
  primaryCta: string;
  secondaryCta: string;
}

/** Home banner: the background is the banner image staff set in the admin. */
export async function Hero({ text, banner }: { text: HeroText; banner: BackdropImage & { alt: string } }) {
  const { routes } = await localized();
  return (
    <section className={styles.hero} aria-labelledby="hero-heading">
      <Backdrop image={banner} alt={banner.alt} className={styles.art} />
      <div className={styles.content}>
        <p className={styles.tagline}>
          <Bidi text={text.tagline} />
        </p>
        <h1 id="hero-heading" className={styles.heading}>
          <Bidi text={text.heading} />
        </h1>
        <p className={styles.subtext}>
          <Bidi text={text.subtext} />
        </p>
        <div className={styles.actions}>
          <a href={routes.products()} className={styles.primary}>
            {text.primaryCta}
          </a>
          <a href={routes.services()} className={styles.secondary}>
            {text.secondaryCta}
          </a>
        </div>
      </div>
    </section>
  );
}
