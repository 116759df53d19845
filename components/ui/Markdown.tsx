import ReactMarkdown, { defaultUrlTransform, type Components } from 'react-markdown';
import { bidiRuns, hasArabic, type Run } from '@/lib/text/bidi';
import styles from './Prose.module.css';

/**
 * Long-form text staff write in Markdown (blog articles), rendered the same in the public article
 * (a server component: no JavaScript reaches the page) and in the admin's live preview.
 *
 * Only what an article needs comes out: h2/h3 headings, paragraphs, lists, bold, italic, links,
 * quotes and line breaks; the Latin runs of Arabic text come isolated in <bdi> (isolateLatinRuns).
 * Raw HTML is dropped (`skipHtml`), never injected; other Markdown (images, code, rules) shows as
 * its text or not at all; links go only to http(s) and mailto addresses, and web links carry
 * rel="noopener noreferrer".
 */
export const MARKDOWN_ELEMENTS = [
  'h2',
  'h3',
  'p',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'a',
  'blockquote',
  'br',
  // Only ever made by isolateLatinRuns (raw HTML is skipped): react-markdown filters the tree
  // after the rehype plugins have run, so the plugin's elements must be allowed too.
  'bdi',
];

const SAFE_URL = /^(https?:\/\/|mailto:)/i;

/** http(s) and mailto links only; anything else (javascript:, data:, relative paths) is no link. */
export function markdownUrl(url: string): string | null {
  const cleaned = defaultUrlTransform(url.trim());
  return SAFE_URL.test(cleaned) ? cleaned : null;
}

/** The part of an HTML syntax tree (hast) the rules below touch. */
interface TreeNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: TreeNode[];
}

/** The page's own title is its h1: a '#' heading becomes h2, '####' and below become h3. */
function headingLevels() {
  const renamed: Record<string, string> = { h1: 'h2', h4: 'h3', h5: 'h3', h6: 'h3' };
  const walk = (node: TreeNode) => {
    if (node.type === 'element' && node.tagName) node.tagName = renamed[node.tagName] ?? node.tagName;
    node.children?.forEach(walk);
  };
  return (tree: TreeNode) => walk(tree);
}

/** The blocks an article's text can sit in once react-markdown has unwrapped what it drops. */
const BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'blockquote', 'ul', 'ol']);

function textOf(node: TreeNode): string {
  return node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOf).join('');
}

function bdi(properties: Record<string, unknown>, children: TreeNode[]): TreeNode {
  return { type: 'element', tagName: 'bdi', properties, children };
}

/** A run as a text node, or a <bdi dir="ltr"> if it is one to isolate (codes with the no-wrap class). */
function isolated(run: Run): TreeNode {
  if (!run.ltr) return { type: 'text', value: run.text };
  const properties = run.ltr === 'code' ? { dir: 'ltr', className: [styles.code] } : { dir: 'ltr' };
  return bdi(properties, [{ type: 'text', value: run.text }]);
}

/**
 * An Arabic article's Latin runs — a botanical name, a lot code, a unit, an e-mail address — each in
 * its own <bdi dir="ltr"> (codes with the no-wrap class), so the bidi algorithm cannot pair a
 * bracket with the wrong side or start a line with a run's dash (lib/text/bidi.ts). Isolated: the
 * runs of a text that mixes Arabic and Latin (or holds a phone number), and those of a Latin text
 * (a **bold** name, a link's address) whose block also holds Arabic. English articles are left as
 * they are.
 */
export function isolateLatinRuns() {
  const walk = (node: TreeNode, blockHasArabic: boolean) => {
    if (!node.children || node.tagName === 'bdi') return;
    const arabic =
      node.type === 'element' && BLOCKS.has(node.tagName!) ? hasArabic(textOf(node)) : blockHasArabic;
    node.children = node.children.flatMap((child): TreeNode[] => {
      if (child.type !== 'text') {
        walk(child, arabic);
        return [child];
      }
      const value = child.value ?? '';
      const runs = arabic ? bidiRuns(value) : [];
      const first = runs.findIndex((run) => run.ltr);
      if (first < 0) return [child];
      if (hasArabic(value)) return runs.map(isolated);
      // A Latin text on its own ("**Dubai, UAE**"): one isolate from its first run to its last, so its
      // punctuation stays inside, and the codes in it still kept whole.
      const last = runs.findLastIndex((run) => run.ltr);
      if (first === last) return runs.map(isolated);
      return [
        ...runs.slice(0, first).map(isolated),
        bdi(
          { dir: 'ltr' },
          runs.slice(first, last + 1).map((run) => isolated(run.ltr === 'code' ? run : { text: run.text })),
        ),
        ...runs.slice(last + 1).map(isolated),
      ];
    });
  };
  return (tree: TreeNode) => walk(tree, hasArabic(textOf(tree)));
}

const components: Components = {
  a: ({ href, children }) =>
    href ? (
      <a href={href} rel={href.startsWith('mailto:') ? undefined : 'noopener noreferrer'}>
        {children}
      </a>
    ) : (
      <>{children}</>
    ),
};

export function Markdown({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className ? `${styles.prose} ${className}` : styles.prose}>
      <ReactMarkdown
        allowedElements={MARKDOWN_ELEMENTS}
        unwrapDisallowed
        skipHtml
        urlTransform={markdownUrl}
        rehypePlugins={[headingLevels, isolateLatinRuns]}
        components={components}
      >
        {text}
      </ReactMarkdown>
    </div>
  );
}
