import ReactMarkdown, { defaultUrlTransform, type Components } from 'react-markdown';
import styles from './Prose.module.css';

/**
 * Long-form text staff write in Markdown (blog articles), rendered the same in the public article
 * (a server component: no JavaScript reaches the page) and in the admin's live preview.
 *
 * Only what an article needs comes out: h2/h3 headings, paragraphs, lists, bold, italic, links,
 * quotes and line breaks. Raw HTML is dropped (`skipHtml`), never injected; other Markdown
 * (images, code, rules) shows as its text or not at all; links go only to http(s) and mailto
 * addresses, and web links carry rel="noopener noreferrer".
 */
export const MARKDOWN_ELEMENTS = ['h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'blockquote', 'br'];

const SAFE_URL = /^(https?:\/\/|mailto:)/i;

/** http(s) and mailto links only; anything else (javascript:, data:, relative paths) is no link. */
export function markdownUrl(url: string): string | null {
  const cleaned = defaultUrlTransform(url.trim());
  return SAFE_URL.test(cleaned) ? cleaned : null;
}

/** The part of an HTML syntax tree (hast) the heading levels rule touches. */
interface TreeNode {
  type: string;
  tagName?: string;
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
        rehypePlugins={[headingLevels]}
        components={components}
      >
        {text}
      </ReactMarkdown>
    </div>
  );
}
