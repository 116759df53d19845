import { bidiRuns } from '@/lib/text/bidi';
import styles from './Bidi.module.css';

/**
 * Text as it is shown in a right-to-left page: each left-to-right run (a Latin name, a code, a
 * phone number) isolated in its own <bdi> (lib/text/bidi.ts), codes kept on one line. In a
 * left-to-right page, the text as it is. A server component: it adds no JavaScript.
 */
export default function Bidi({ text, rtl }: { text: string; rtl: boolean }) {
  if (!rtl) return text;
  return bidiRuns(text).map((run, i) =>
    run.ltr ? (
      <bdi key={i} dir="ltr" className={run.ltr === 'code' ? styles.code : undefined}>
        {run.text}
      </bdi>
    ) : (
      run.text
    ),
  );
}
