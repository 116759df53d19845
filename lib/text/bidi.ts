/**
 * Right-to-left text that holds left-to-right runs — a botanical name in an Arabic heading
 * (Glycyrrhiza glabra), a lot number (KL-2411-07), a unit, an e-mail address or a phone number —
 * reads right only when each run is isolated from the Arabic around it: otherwise the bidi
 * algorithm pairs a bracket with the wrong side ("Glycyrrhiza)" … "(glabra") and a line can start
 * with a run's dash. This splits a text into those runs and the rest; components/ui/Bidi.tsx
 * renders each run in its own <bdi>.
 */

export interface Run {
  text: string;
  /** A left-to-right run to isolate; `code`: one that must not wrap (a code, a number, an address). */
  ltr?: 'text' | 'code';
}

/**
 * A run: words of Latin letters or digits (with the marks inside a name, a code, an address or a
 * unit) joined by spaces, holding at least one Latin letter; or a phone number. Punctuation that
 * ends a sentence stays outside.
 */
const RUN =
  /\+?\d[\d ()-]{5,}\d|[A-Za-z0-9@][\w@+.%&'’/:°–-]*(?:[ \u00A0][A-Za-z0-9@(][\w@+.%&'’/:°()–-]*)*/g;
const CODE = /^(?:\+?\d[\d ()-]+\d|[\w.+-]+@[\w-]+\.[\w.-]+|[A-Za-z]{1,4}-?\d[\w-]*|\S*\d\S*)$/;

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
const LATIN = /[A-Za-z]/;

/**
 * Whether a text holds both an Arabic letter and a Latin one: the texts whose Latin runs need
 * isolating. Text in one script alone (an English page, an all-Arabic sentence) reads right as it is.
 */
export function mixesScripts(text: string): boolean {
  return ARABIC.test(text) && LATIN.test(text);
}

/** Whether a text holds an Arabic letter. */
export function hasArabic(text: string): boolean {
  return ARABIC.test(text);
}

export function bidiRuns(text: string): Run[] {
  const runs: Run[] = [];
  let at = 0;
  for (const match of text.matchAll(RUN)) {
    let run = match[0].replace(/[.,:;]+$/, '');
    // A bracket the run does not open stays with the text around it.
    while (run.endsWith(')') && (run.match(/\(/g)?.length ?? 0) < (run.match(/\)/g)?.length ?? 0))
      run = run.slice(0, -1);
    const isPhone = /^\+?\d[\d ()-]+\d$/.test(run) && run.replace(/\D/g, '').length >= 7;
    if (!run || (!/[A-Za-z]/.test(run) && !isPhone)) continue;
    if (match.index! > at) runs.push({ text: text.slice(at, match.index) });
    runs.push({ text: run, ltr: CODE.test(run) ? 'code' : 'text' });
    at = match.index! + run.length;
  }
  if (at < text.length) runs.push({ text: text.slice(at) });
  return runs;
}

/**
 * The runs of a text that needs them isolated: one that holds Arabic and a left-to-right run (Latin
 * letters — see mixesScripts — or a phone number, which must not wrap either). Null for any other
 * text, which is shown as it is.
 */
export function isolatedRuns(text: string): Run[] | null {
  if (!hasArabic(text)) return null;
  const runs = bidiRuns(text);
  return runs.some((run) => run.ltr) ? runs : null;
}

/**
 * A phone number written with spaces, or a word (what lies between spaces and sentence marks).
 * Neither alternative nests a repeat in another, so a long text is read in one pass.
 */
const PHONE_OR_WORD = /\+?\d[\d ()-]{5,}\d|[^\s,;:!?()]+/g;
/** A code a line could break inside: letters and digits joined by hyphens, with a digit (B-12, KL-2411-07). */
const HYPHENED_CODE = /^[\w.+]+(?:-[\w.+]+)+$/;

/**
 * The runs of a text in one script, its breakable codes marked (`ltr: 'code'`) to be kept whole:
 * a hyphened code or a phone number written with spaces (7 digits or more); null when it holds
 * none. Sentence punctuation after a code stays outside it.
 */
export function breakableCodes(text: string): Run[] | null {
  const runs: Run[] = [];
  let at = 0;
  for (const match of text.matchAll(PHONE_OR_WORD)) {
    const code = match[0].replace(/[.-]+$/, '');
    const isPhone = code.includes(' ') && code.replace(/\D/g, '').length >= 7;
    if (!isPhone && !(/\d/.test(code) && HYPHENED_CODE.test(code))) continue;
    if (match.index! > at) runs.push({ text: text.slice(at, match.index) });
    runs.push({ text: code, ltr: 'code' });
    at = match.index! + code.length;
  }
  if (runs.length === 0) return null;
  if (at < text.length) runs.push({ text: text.slice(at) });
  return runs;
}
