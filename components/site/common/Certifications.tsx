import { Img } from '@/components/ui/Img';
import styles from './Certifications.module.css';

export interface CertificationItem {
  name: string;
  image: { src: string; alt: string };
}

/** Certification and affiliation logos (home and products pages). */
export function Certifications({ heading, items }: { heading: string; items: readonly CertificationItem[] }) {
  return (
    <section className={styles.section} aria-labelledby="certifications-heading">
      <h2 id="certifications-heading" className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.name} className={styles.item}>
            <Img src={item.image.src} alt={item.image.alt || item.name} width={150} height={100} />
          </li>
        ))}
      </ul>
    </section>
  );
}
