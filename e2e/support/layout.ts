/**
 * What a rendered page's layout must never do, read in the page without a clock (the layout gate,
 * e2e/layout.spec.ts): run with `page.evaluate(layoutProblems)` once fonts have loaded.
 *
 * - nothing overflows the page sideways, and the page does not scroll sideways;
 * - no block of running text is laid out narrower than about twelve characters while its
 *   container has room for twice that (a column squeezed beside a button);
 * - in a right-to-left page, no text mixes Arabic and Latin letters unisolated (each Latin run —
 *   a botanical name, a code, a unit — is its own isolated element: <bdi>, or dir="ltr"), and a
 *   reference, lot number, phone number or e-mail address does not wrap;
 * - every button and link has a name a sighted user sees (its text, or a tooltip: a title, or a
 *   tooltip it is described by), and a name in its text is not cut off.
 *
 * The function is self-contained: Playwright sends its source to the page.
 */
export interface LayoutProblem {
  rule: 'overflow' | 'squeezed' | 'unisolated' | 'wrapped' | 'unnamed' | 'clipped';
  /** Where: a short CSS-like path of the element and its text. */
  where: string;
}

export function layoutProblems(): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const width = document.documentElement.clientWidth;
  const rtl = document.documentElement.dir === 'rtl';

  const describe = (element: Element): string => {
    const parts: string[] = [];
    for (let node: Element | null = element; node && parts.length < 4; node = node.parentElement) {
      const id = node.id ? `#${node.id}` : '';
      const cls =
        typeof node.className === 'string' && node.className ? `.${node.className.split(/\s+/)[0]}` : '';
      parts.unshift(`${node.tagName.toLowerCase()}${id}${cls}`);
    }
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
    return `${parts.join(' > ')}${text ? ` “${text}”` : ''}`;
  };

  /** Whether the element is laid out and seen (not hidden, not in a closed dialog, not visually hidden). */
  const shown = (element: Element): boolean => {
    if (!(element instanceof HTMLElement) && !(element instanceof SVGElement)) return false;
    if (
      element.closest(
        '[hidden], [aria-hidden="true"], template, dialog:not([open]), details:not([open]) > :not(summary)',
      )
    )
      return false;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0)
      return false;
    const rect = element.getBoundingClientRect();
    if (rect.width <= 1 || rect.height <= 1) return false; // visually hidden (the 1px clip), or empty
    return true;
  };

  /** The nearest ancestor that clips or scrolls sideways (its box is the element's limit), if any. */
  const clipper = (element: Element): Element | null => {
    for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
      const overflow = getComputedStyle(node).overflowX;
      if (overflow !== 'visible') return node;
    }
    return null;
  };

  // The page itself.
  if (document.documentElement.scrollWidth > width + 1)
    problems.push({
      rule: 'overflow',
      where: `the page scrolls sideways: ${document.documentElement.scrollWidth} px wide in ${width}`,
    });

  const all = [...document.body.querySelectorAll('*')];
  const reported = new Set<Element>();
  for (const element of all) {
    if (!shown(element)) continue;
    const rect = element.getBoundingClientRect();
    const limit = clipper(element);
    if (!limit) {
      if ((rect.right > width + 1 || rect.left < -1) && getComputedStyle(element).position !== 'fixed') {
        // Report the outermost element that overflows, not each of its children.
        if (![...reported].some((outer) => outer.contains(element))) {
          reported.add(element);
          problems.push({
            rule: 'overflow',
            where: `${describe(element)} spans ${Math.round(rect.left)}–${Math.round(rect.right)} px of ${width}`,
          });
        }
      }
    }
  }

  // Running text squeezed into a narrow column.
  for (const element of all) {
    if (!shown(element)) continue;
    const own = [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent ?? '')
      .join('')
      .trim();
    if (own.length < 24 || own.split(/\s+/).length < 4) continue;
    const style = getComputedStyle(element);
    const fontSize = parseFloat(style.fontSize);
    const rect = element.getBoundingClientRect();
    const room = element.parentElement?.getBoundingClientRect().width ?? width;
    // A character is about half the font size wide in the site's faces.
    const chars = rect.width / (fontSize * 0.5);
    const roomChars = room / (fontSize * 0.5);
    if (chars < 12 && roomChars >= 24) {
      problems.push({
        rule: 'squeezed',
        where: `${describe(element)} is ${Math.round(rect.width)} px wide (about ${Math.round(chars)} characters) in ${Math.round(room)} px`,
      });
    }
  }

  // Right to left: Latin runs isolated, codes on one line.
  if (rtl) {
    const ARABIC = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;
    const LATIN = /[A-Za-z]/;
    const CODES = /[A-Z]{1,3}-\d{2,6}(?:-\d{1,4})+|\+?\d[\d ]{6,}\d|[\w.+-]+@[\w-]+\.[\w.-]+/g;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent ?? '';
      if (!parent || !shown(parent) || parent.closest('script, style, noscript')) continue;
      if (ARABIC.test(text) && LATIN.test(text))
        problems.push({ rule: 'unisolated', where: `${describe(parent)}: “${text.trim().slice(0, 80)}”` });
      for (const match of text.matchAll(CODES)) {
        const range = document.createRange();
        range.setStart(node, match.index!);
        range.setEnd(node, match.index! + match[0].length);
        const lines = new Set(
          [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
        );
        if (lines.size > 1)
          problems.push({
            rule: 'wrapped',
            where: `${describe(parent)}: “${match[0]}” wraps over ${lines.size} lines`,
          });
      }
    }
  }

  // Buttons and links: a name one sees, not cut off.
  for (const element of document.body.querySelectorAll('a[href], button, [role="button"], summary')) {
    if (!shown(element)) continue;
    const html = element as HTMLElement;
    const text = (html.innerText ?? '').trim();
    const tooltip =
      html.title.trim() !== '' ||
      (html.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .some((id) => document.getElementById(id)?.getAttribute('role') === 'tooltip');
    if (!text && !tooltip) {
      problems.push({
        rule: 'unnamed',
        where: `${describe(element)} (named “${html.getAttribute('aria-label') ?? ''}” for screen readers only)`,
      });
      continue;
    }
    if (text && html.scrollWidth > html.clientWidth + 2 && getComputedStyle(html).overflowX !== 'visible')
      problems.push({
        rule: 'clipped',
        where: `${describe(element)}: its text needs ${html.scrollWidth} px of ${html.clientWidth}`,
      });
  }
  return problems;
}
