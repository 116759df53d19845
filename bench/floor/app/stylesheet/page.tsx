import styles from './page.module.css';

export const metadata = { title: 'Floor with a stylesheet' };

/**
 * The floor plus one small stylesheet and the same text as the font references, in system faces:
 * what any page with CSS pays (the stylesheet holds the first paint) before a font is involved.
 */
export default function Page() {
  return (
    <main className={styles.main}>
      <h1 className={styles.heading}>We are committed to quality services &amp; products</h1>
      <p>We bring success to our customers.</p>
    </main>
  );
}
