/**
 * What a page's HTML makes the browser wait for before its first paint, read from the HTML alone
 * (no clock): render-blocking requests (stylesheets, synchronous scripts), the bytes of CSS and of
 * parser-blocking JavaScript the first paint needs, the document's own bytes, and how its web fonts
 * load. e2e/first-paint.spec.ts holds every public page to FIRST_PAINT_BUDGETS with it;
 * `npm run bench:first-paint` prints the same figures.
 */
import { gzipSync } from 'node:zlib';

export interface FirstPaintFacts {
  /** Stylesheets and synchronous scripts the parser waits for, by address. */
  renderBlocking: string[];
  /** CSS in the document (inlined) plus that of its render-blocking stylesheets, in bytes. */
  cssBytes: number;
  /** Parser-blocking JavaScript: inline scripts in <head> and synchronous external scripts. */
  blockingJsBytes: number;
  /** The document, gzip-compressed as a CDN sends it. */
  htmlGzipBytes: number;
  /** Web fonts preloaded (<link rel=preload as=font>). */
  preloadedFonts: string[];
  /**
   * Web fonts (@font-face with a url() source) swapped in when they arrive (font-display other than
   * 'optional') with no resized stand-in after them in any font stack: a local() face with
   * size-adjust (app/styles/fallbackFaces.css), which takes the room they will, so their arrival
   * moves no text.
   */
  fontsSwappedUnmatched: string[];
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}(?:="([^"]*)")?(?=[\\s/>])`, 'i').exec(tag);

/** The facts of `html`; `fetchText` reads a render-blocking stylesheet or script by address. */
export async function firstPaintFacts(
  html: string,
  fetchText: (url: string) => Promise<string>,
): Promise<FirstPaintFacts> {
  const head = html.slice(0, Math.max(0, html.indexOf('</head>')));
  const renderBlocking: string[] = [];
  let cssBytes = 0;
  let blockingJsBytes = 0;

  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(tag, 'rel')?.[1]?.toLowerCase();
    const media = attribute(tag, 'media')?.[1];
    if (rel !== 'stylesheet' || media === 'print' || attribute(tag, 'disabled')) continue;
    const href = attribute(tag, 'href')![1];
    renderBlocking.push(href);
    cssBytes += Buffer.byteLength(await fetchText(href));
  }
  for (const [, css] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi))
    cssBytes += Buffer.byteLength(css);

  for (const [tag, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = attribute(tag, 'src')?.[1];
    const type = attribute(tag, 'type')?.[1];
    const deferred = attribute(tag, 'async') || attribute(tag, 'defer') || type === 'module';
    if (attribute(tag, 'nomodule') || (type && !/javascript|module/i.test(type))) continue;
    if (src && !deferred) {
      renderBlocking.push(src);
      blockingJsBytes += Buffer.byteLength(await fetchText(src));
    } else if (!src && head.includes(tag + body)) {
      blockingJsBytes += Buffer.byteLength(body);
    }
  }

  const preloadedFonts = [...html.matchAll(/<link\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => attribute(tag, 'rel')?.[1] === 'preload' && attribute(tag, 'as')?.[1] === 'font')
    .map((tag) => attribute(tag, 'href')![1]);

  const css = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]).join('\n');
  const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/gi)].map((m) => m[1]);
  const unquoted = (family: string) => family.trim().replace(/^(['"])(.*)\1$/, '$2');
  const familyOf = (rule: string) => unquoted(/font-family:\s*([^;]+)/i.exec(rule)?.[1] ?? rule.slice(0, 60));
  const standIns = new Set(
    faces.filter((rule) => /src:\s*local\(/i.test(rule) && /size-adjust/i.test(rule)).map(familyOf),
  );
  const stacks = [...css.matchAll(/(?:font-family|--font-[\w-]+)\s*:\s*([^;}]+)/gi)].map((m) =>
    m[1].split(',').map(unquoted),
  );
  const standsIn = (family: string) =>
    stacks.some((stack) => {
      const at = stack.indexOf(family);
      return at !== -1 && stack.slice(at + 1).some((next) => standIns.has(next));
    });
  const fontsSwappedUnmatched = [
    ...new Set(
      faces
        .filter((rule) => /url\(/i.test(rule) && !/font-display:\s*optional/i.test(rule))
        .map(familyOf)
        .filter((family) => !standsIn(family)),
    ),
  ];

  return {
    renderBlocking,
    cssBytes,
    blockingJsBytes,
    htmlGzipBytes: gzipSync(html).length,
    preloadedFonts,
    fontsSwappedUnmatched,
  };
}

/** The page's largest contentful paint, as Chromium reports it once the page has loaded. */
export interface LargestPaint {
  /** 'H1', 'P', 'IMG' …, 'replaced text' for text since replaced, or '' when Chromium reported none. */
  tag: string;
  /** For an image: its address, loading and fetchpriority attributes, and its encoded bytes. */
  url: string;
  loading: string | null;
  fetchPriority: string | null;
  bytes: number;
}

/** Read in the page (a function Playwright sends there): its largest paint once loaded. */
export function readLargestPaint(): Promise<LargestPaint> {
  return new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const entry = list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null; url?: string };
      const url = entry?.url ?? '';
      // An element replaced since it was painted is no longer the entry's (a category catalogue's
      // server-rendered default gives way, once hydrated, to the one reading ?category=): for a
      // picture, the one now showing the same file stands for it.
      const element =
        entry?.element ?? (url ? ([...document.images].find((img) => img.currentSrc === url) ?? null) : null);
      const timing = url
        ? (performance.getEntriesByName(url)[0] as PerformanceResourceTiming | undefined)
        : undefined;
      resolve({
        tag: element?.tagName ?? (entry ? (url ? 'IMG' : 'replaced text') : ''),
        url,
        loading: element?.getAttribute('loading') ?? null,
        fetchPriority: element?.getAttribute('fetchpriority') ?? null,
        bytes: timing?.encodedBodySize ?? 0,
      });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}
