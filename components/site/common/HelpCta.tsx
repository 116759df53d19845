import styles from './HelpCta.module.css';
import { localized } from '@/content/localized';
import Bidi from '@/components/ui/Bidi';

export interface HelpCtaText {
  heading: string;
  text: string;
  button: string;
}

/** The closing 'Need more help?' call to action (home, products, product detail, news). */
export async function HelpCta({ text }: { text: HelpCtaText }) {
  const { routes } = await localized();
  return (
    <section className={styles.cta} aria-labelledby="help-cta-heading">
      <div className={styles.inner}>
        <div>
          <h2 id="help-cta-heading" className={styles.heading}>
            {text.heading}
          </h2>
          <p className={styles.text}>
            <Bidi text={text.text} />
          </p>
        </div>
        <a href={routes.contact()} className={styles.button}>
          {text.button}
        </a>
      </div>
    </section>
  );
}
