import { Sample } from '../Sample';
import styles from './page.module.css';

export const metadata = { title: 'Floor with a stylesheet' };

/**
 * The floor plus one small stylesheet and the font references' text in system faces: what any
 * page with CSS pays (the stylesheet holds the first paint) before a font is involved.
 */
export default function Page() {
  return <Sample main={styles.main} heading={styles.heading} />;
}
