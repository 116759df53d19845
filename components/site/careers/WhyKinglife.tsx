import { CheckCircle2 } from 'lucide-react';
import { careersText as t } from '@/content/careers';
import styles from './WhyKinglife.module.css';

export function WhyKinglife() {
  return (
    <div className={styles.grid}>
      <div className={styles.text}>
        <h2 id="why-kinglife" className={styles.heading}>
          {t.whyHeading}
        </h2>
        {t.why.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <ul className={styles.points}>
        {t.whyPoints.map((point) => (
          <li key={point}>
            <CheckCircle2 aria-hidden size={22} />
            {point}
          </li>
        ))}
      </ul>
    </div>
  );
}
