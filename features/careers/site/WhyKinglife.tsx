import { CheckCircle2 } from 'lucide';
import { Icon } from '@/components/ui/Icon';
import styles from './WhyKinglife.module.css';
import { localized } from '@/content/localized';
import Bidi from '@/components/ui/Bidi';

export async function WhyKinglife() {
  const { t } = await localized();
  return (
    <div className={styles.grid}>
      <div className={styles.text}>
        <h2 id="why-kinglife" className={styles.heading}>
          {t.careersText.whyHeading}
        </h2>
        {t.careersText.why.map((paragraph) => (
          <p key={paragraph}>
            <Bidi text={paragraph} />
          </p>
        ))}
      </div>
      <ul className={styles.points}>
        {t.careersText.whyPoints.map((point) => (
          <li key={point}>
            <Icon node={CheckCircle2} aria-hidden size={22} />
            <Bidi text={point} />
          </li>
        ))}
      </ul>
    </div>
  );
}
