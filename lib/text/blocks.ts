/**
 * Turns stored plain text into blocks for display: paragraphs are separated by blank lines,
 * a paragraph starting with "## " is a sub-heading, and consecutive lines starting with "- "
 * form a list. Text is never interpreted as HTML.
 */
export type TextBlock =
  { kind: 'heading'; text: string } | { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

export function toBlocks(text: string | readonly string[]): TextBlock[] {
  const source = typeof text === 'string' ? text : joinParagraphs(text);
  const chunks = source.split(/\n\s*\n/).flatMap((chunk) => splitLists(chunk.trim()));
  return chunks.filter((block) => block.kind === 'list' || block.text !== '');
}

/** Paragraph arrays: consecutive "- " items belong to one list, everything else is its own paragraph. */
function joinParagraphs(paragraphs: readonly string[]): string {
  return paragraphs.reduce((text, item, i) => {
    if (i === 0) return item;
    const sameList = item.startsWith('- ') && paragraphs[i - 1].startsWith('- ');
    return `${text}${sameList ? '\n' : '\n\n'}${item}`;
  }, '');
}

function splitLists(chunk: string): TextBlock[] {
  if (chunk.startsWith('## ')) return [{ kind: 'heading', text: chunk.slice(3).trim() }];
  const blocks: TextBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flushParagraph = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  const flushList = () => {
    if (list.length) blocks.push({ kind: 'list', items: list });
    list = [];
  };
  for (const raw of chunk.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('- ')) {
      flushParagraph();
      list.push(line.slice(2).trim());
    } else if (line) {
      flushList();
      paragraph.push(line);
    }
  }
  flushParagraph();
  flushList();
  return blocks;
}
