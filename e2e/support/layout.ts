/**
 * The layout gate's reading of a rendered page (e2e/layout.spec.ts), run inside the page with
 * `page.evaluate(readLayoutProblems)`: what a buyer on a phone or in Arabic would see broken,
 * found from the laid-out boxes, without a clock or a picture.
 *
 * - Sideways overflow: the page scrolls sideways, or a box reaches past the page's edges with
 *   nothing clipping or scrolling it; or a box that scrolls (a dialog's body) scrolls sideways,
 *   cutting off what is wider than it, unless it is a row meant to be swiped
 *   (`overscroll-behavior-inline: contain` or `scroll-snap-type: x`: the blog's categories, tabs).
 * - A squeezed column: running text (40 characters or more) laid out narrower than about 12
 *   characters while its container has room for twice that (what the lot answer did beside its
 *   button).
 * - Arabic pages: a text that mixes Arabic with a Latin run (a botanical name, a code, a unit), or
 *   a Latin text inside an Arabic paragraph with nothing isolating it (a `bdi`, an element with
 *   `dir`, `unicode-bidi: isolate`); a reference, lot number, phone number or e-mail address
 *   broken over two lines.
 * - Buttons and links: a name a sighted user can see (text, a picture with its alt), a tooltip
 *   (`data-tip`), or text its CSS shows on hover and focus (`data-reveal`: the product cards'
 *   name and blurb, as the spec has them); and that name not cut off.
 *
 * Self-contained (Playwright serialises the function into the page): no imports, no closures.
 */
export function readLayoutProblems(): string[] {
  const problems: string[] = [];
  const width = document.documentElement.clientWidth;
  const rtl = document.documentElement.dir === 'rtl';
  const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
  const LATIN = /[A-Za-z]{2,}/;
  const CODE = /[A-Z]{1,4}(?:-[A-Z]{1,2})?-\d{2,}[\w-]*|[\w.+-]+@[\w-]+\.[\w.-]+|\+?\d[\d -]{6,}\d/g;
  const ISOLATING = new Set(['isolate', 'isolate-override', 'plaintext']);
  const SKIPPED = new Set([
    'SCRIPT',
    'STYLE',
    'NOSCRIPT',
    'TEMPLATE',
    'TEXTAREA',
    'OPTION',
    'SELECT',
    'TITLE',
  ]);

  const style = (element: Element) => getComputedStyle(element);
  const name = (element: Element): string => {
    const id = element.id ? `#${element.id}` : '';
    const test = element.getAttribute('data-testid');
    const label = element.getAttribute('aria-label');
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
    return `<${element.tagName.toLowerCase()}${id}${test ? ` data-testid=${test}` : ''}${
      label ? ` aria-label="${label}"` : ''
    }> "${text}"`;
  };
  /** Shown: laid out, not hidden, not inside something hidden or visually hidden (clipped to a pixel). */
  const shown = (element: Element): boolean => {
    if (element.closest('[hidden], [aria-hidden="true"], [inert], details:not([open]) > :not(summary)'))
      return false;
    const box = element.getBoundingClientRect();
    if (box.width < 2 || box.height < 2) return false;
    const own = style(element);
    if (own.visibility !== 'visible' || Number(own.opacity) === 0) return false;
    for (let up: Element | null = element; up && up !== document.body; up = up.parentElement) {
      const s = style(up);
      if (s.clip !== 'auto' && s.position === 'absolute') return false;
      if (s.clipPath.startsWith('inset(50%') || Number(s.opacity) === 0) return false;
      const b = up.getBoundingClientRect();
      if ((b.width < 2 || b.height < 2) && s.overflow !== 'visible') return false;
    }
    return true;
  };
  const clips = (element: Element) => style(element).overflowX !== 'visible';

  // 1. Sideways overflow.
  const scroll = document.documentElement.scrollWidth - width;
  if (scroll > 1) problems.push(`the page scrolls sideways by ${scroll} px`);
  const sticking: Element[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    if (SKIPPED.has(element.tagName) || (element.closest('svg') !== null && element.tagName !== 'svg'))
      continue;
    const box = element.getBoundingClientRect();
    if (box.right <= width + 1 && box.left >= -1) continue;
    if (sticking.some((outer) => outer.contains(element)) || !shown(element)) continue;
    let clipped = false;
    for (let up = element.parentElement; up && up !== document.body; up = up.parentElement)
      if (clips(up)) clipped = true;
    if (clipped || style(element).position === 'fixed') continue;
    sticking.push(element);
    const by = Math.round(Math.max(box.right - width, -box.left));
    problems.push(`${name(element)} reaches ${by} px past the page's edge`);
  }
  const swiped = (s: CSSStyleDeclaration) =>
    s.overscrollBehaviorInline === 'contain' || /\bx\b|inline/.test(s.scrollSnapType);
  for (const element of document.body.querySelectorAll('*')) {
    const s = style(element);
    if (!['auto', 'scroll'].includes(s.overflowX) || swiped(s)) continue;
    const over = element.scrollWidth - element.clientWidth;
    if (over > 1 && shown(element))
      problems.push(`${name(element)} scrolls sideways by ${over} px, cutting off what is wider than it`);
  }

  const texts: Text[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || SKIPPED.has(parent.tagName) || !node.nodeValue?.trim()) continue;
    if (parent.closest('svg, [data-layout-ignore]')) continue;
    texts.push(node as Text);
  }
  const shownCache = new Map<Element, boolean>();
  const isShown = (element: Element) => {
    if (!shownCache.has(element)) shownCache.set(element, shown(element));
    return shownCache.get(element)!;
  };

  // 2. Squeezed running text.
  const squeezed = new Set<Element>();
  for (const text of texts) {
    const parent = text.parentElement!;
    if (squeezed.has(parent) || (parent.textContent ?? '').trim().length < 40 || !isShown(parent)) continue;
    const own = style(parent);
    if (own.display === 'inline' || own.whiteSpace === 'nowrap') continue;
    const box = parent.getBoundingClientRect();
    const em = parseFloat(own.fontSize);
    const container = parent.parentElement?.getBoundingClientRect();
    if (!container || box.width >= 6 * em || container.width < 2 * box.width + 6 * em) continue;
    // Only the words one sees count (a link's "Read more" with its title for screen readers is short).
    const seen = texts
      .filter((t) => parent.contains(t) && isShown(t.parentElement!))
      .reduce((length, t) => length + t.nodeValue!.trim().length, 0);
    if (seen < 40) continue;
    squeezed.add(parent);
    problems.push(
      `${name(parent)} is squeezed into ${Math.round(box.width)} px beside ${Math.round(container.width - box.width)} px of room`,
    );
  }

  // 3. Arabic pages: Latin runs isolated, codes on one line.
  if (rtl) {
    /** The element whose bidi paragraph a text is laid out in: its nearest ancestor that is no plain inline. */
    const paragraphOf = (element: Element): Element => {
      let at: Element = element;
      while (at.parentElement && style(at).display === 'inline' && !ISOLATING.has(style(at).unicodeBidi))
        at = at.parentElement;
      return at;
    };
    const isolated = (paragraph: Element) =>
      style(paragraph).display === 'inline' && ISOLATING.has(style(paragraph).unicodeBidi);
    const arabicIn = new Map<Element, boolean>();
    const paragraphHasArabic = (paragraph: Element): boolean => {
      if (!arabicIn.has(paragraph))
        arabicIn.set(
          paragraph,
          texts.some(
            (text) =>
              ARABIC.test(text.nodeValue!) &&
              paragraph.contains(text) &&
              paragraphOf(text.parentElement!) === paragraph,
          ),
        );
      return arabicIn.get(paragraph)!;
    };
    for (const text of texts) {
      const value = text.nodeValue!;
      const parent = text.parentElement!;
      if (!LATIN.test(value) || !isShown(parent)) continue;
      const quoted = value.replace(/\s+/g, ' ').trim().slice(0, 60);
      if (ARABIC.test(value)) {
        problems.push(`"${quoted}" mixes Arabic with a Latin run that is not isolated`);
        continue;
      }
      const paragraph = paragraphOf(parent);
      if (!isolated(paragraph) && paragraphHasArabic(paragraph))
        problems.push(`"${quoted}" sits in Arabic text without being isolated (in ${name(paragraph)})`);
    }
    for (const text of texts) {
      if (!isShown(text.parentElement!)) continue;
      for (const match of text.nodeValue!.matchAll(CODE)) {
        const range = document.createRange();
        range.setStart(text, match.index!);
        range.setEnd(text, match.index! + match[0].length);
        const lines = new Set(
          [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
        );
        if (lines.size > 1) problems.push(`"${match[0]}" breaks over ${lines.size} lines`);
      }
    }
  }

  // 4. Buttons and links: a name one can see, not cut off.
  const controls = document.body.querySelectorAll(
    'a[href], button, [role="button"], [role="link"], [role="tab"], summary, input[type="submit"], input[type="button"]',
  );
  for (const control of controls) {
    if (!isShown(control)) continue;
    let seen = control instanceof HTMLInputElement ? control.value.trim() : '';
    for (const text of texts)
      if (!seen && control.contains(text) && isShown(text.parentElement!)) seen = text.nodeValue!.trim();
    const picture = [...control.querySelectorAll('img[alt]')].some(
      (img) => img.getAttribute('alt')?.trim() && isShown(img),
    );
    if (!seen && !picture && !control.closest('[data-tip]') && !control.querySelector('[data-reveal]')) {
      problems.push(`${name(control)} has no name one can see, nor a tooltip`);
      continue;
    }
    for (const part of [control, ...control.querySelectorAll('*')]) {
      if (!clips(part) || !part.textContent?.trim() || !isShown(part)) continue;
      if (part.scrollWidth > part.clientWidth + 1) {
        problems.push(
          `${name(control)}: its name is cut off (${part.scrollWidth} px in ${part.clientWidth} px)`,
        );
        break;
      }
    }
  }
  return problems;
}
