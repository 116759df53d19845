import { bidiRuns, breakableCodes, isolatedRuns, type Run } from '@/lib/text/bidi';
import styles from './Bidi.module.css';

/**
 * The runs as text, those to isolate in a <bdi dir="ltr">, codes with the class that keeps them
 * whole; in one <span>, so that in a flex container (a button's icon and words) the text stays one
 * item instead of each run becoming an item of its own, spaced apart ("( PDF )").
 */
function shown(runs: readonly Run[]) {
  return <span>{pieces(runs)}</span>;
}

function pieces(runs: readonly Run[]) {
  return runs.map((run, i) =>
    run.ltr ? (
      <bdi key={i} dir="ltr" className={run.ltr === 'code' ? styles.code : undefined}>
        {run.text}
      </bdi>
    ) : (
      run.text
    ),
  );
}

/**
 * A text as staff wrote it, shown right in either direction: when it mixes Arabic with Latin
 * letters (a botanical name, a lot code, a unit, an e-mail address) or a phone number, each
 * left-to-right run is isolated in its own <bdi dir="ltr"> (lib/text/bidi.ts), codes kept on one
 * line. Any other text comes out as the plain string, but for the codes a line could break inside
 * (keptWhole). It uses no hooks: a server component that adds no JavaScript, and usable in client
 * components too.
 *
 * `isolate`: the text sits in one line with other text (a value after its label, a name inside a
 * sentence): a Latin text is then isolated whole, so that in an Arabic page it keeps its own order
 * and its punctuation ("Dubai, UAE") instead of taking the Arabic around it.
 */
export default function Bidi({ text, isolate = false }: { text: string; isolate?: boolean }) {
  const runs = isolatedRuns(text);
  if (runs) return shown(runs);
  if (!isolate || !/[A-Za-z]/.test(text)) return keptWhole(text);
  const whole = bidiRuns(text);
  if (whole.length === 1 && whole[0].ltr) return shown(whole);
  // Inside the one isolate, the codes it holds are still kept whole.
  return <bdi dir="ltr">{pieces(whole.map((run) => (run.ltr === 'code' ? run : { text: run.text })))}</bdi>;
}

/**
 * A text in one script, as it is, but for its codes that a line could break inside — at a hyphen
 * or a space ("stand B-12", "+971 4 123 4567") — kept whole, in a page of either direction.
 */
function keptWhole(text: string): React.ReactNode {
  const runs = breakableCodes(text);
  if (!runs) return text;
  return runs.map((run, i) =>
    run.ltr ? (
      <span key={i} className={styles.code}>
        {run.text}
      </span>
    ) : (
      run.text
    ),
  );
}

/** A label or hint that may be a text or already an element: a text goes through <Bidi>. */
export function bidiNode(node: React.ReactNode): React.ReactNode {
  return typeof node === 'string' ? <Bidi text={node} /> : node;
}
