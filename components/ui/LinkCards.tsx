import { Img } from '@/components/ui/Img';
import styles from './LinkCards.module.css';

export interface LinkCard {
  href: string;
  title: string;
  text?: string;
  image?: { src: string; alt: string };
}

/** A responsive grid of image cards that each link somewhere. */
export function LinkCards({ cards, headingLevel = 3 }: { cards: LinkCard[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.grid}>
      {cards.map((card) => (
        <li key={card.href} className={styles.card}>
          {card.image && (
            <div className={styles.media}>
              <Img
                src={card.image.src}
                alt={card.image.alt}
                fill
                sizes="(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 380px"
              />
            </div>
          )}
          <div className={styles.body}>
            <Heading className={styles.title}>
              <a href={card.href} className={styles.link}>
                {card.title}
              </a>
            </Heading>
            {card.text && <p className={styles.text}>{card.text}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
