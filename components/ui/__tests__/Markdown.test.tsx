import { render } from '@testing-library/react';
import { blogPosts } from '@/features/blog/articles';
import { Markdown, MARKDOWN_ELEMENTS } from '../Markdown';
import { Prose } from '../Prose';

function html(text: string) {
  const { container } = render(<Markdown text={text} />);
  return container.firstElementChild as HTMLElement;
}

/** Each top-level block as tag and text, the way a reader meets it. */
function blocks(root: Element) {
  return Array.from(root.children).map((el) => [
    el.tagName.toLowerCase(),
    el.textContent?.replace(/\s+/g, ' '),
  ]);
}

it('renders an article’s headings, paragraphs, lists, emphasis, links and quotes as real elements', () => {
  const root = html(
    [
      '## Storage',
      'Keep it **dry** and *cool*.',
      '- first\n- second',
      '1. one\n2. two',
      '### Sources',
      'Read [the guide](https://example.com/guide) or [write to us](mailto:info@example.com).',
      '> Quality is decided at the farm.',
      'line one  \nline two',
    ].join('\n\n'),
  );
  expect(blocks(root).map(([tag]) => tag)).toEqual(['h2', 'p', 'ul', 'ol', 'h3', 'p', 'blockquote', 'p']);
  expect(root.querySelector('strong')?.textContent).toBe('dry');
  expect(root.querySelector('em')?.textContent).toBe('cool');
  expect(Array.from(root.querySelectorAll('ul > li')).map((li) => li.textContent)).toEqual([
    'first',
    'second',
  ]);
  expect(root.querySelectorAll('ol > li')).toHaveLength(2);
  expect(root.querySelector('br')).not.toBeNull();
  const [web, mail] = Array.from(root.querySelectorAll('a'));
  expect(web.getAttribute('href')).toBe('https://example.com/guide');
  expect(web.getAttribute('rel')).toBe('noopener noreferrer');
  expect(mail.getAttribute('href')).toBe('mailto:info@example.com');
  expect(mail.hasAttribute('rel')).toBe(false);
});

it('makes every heading level an h2 or h3 (the page title is the only h1)', () => {
  const root = html('# One\n\n#### Four\n\n###### Six');
  expect(blocks(root)).toEqual([
    ['h2', 'One'],
    ['h3', 'Four'],
    ['h3', 'Six'],
  ]);
});

it('never injects HTML typed into the text: tags are dropped, only their text may remain', () => {
  const root = html(
    [
      '<script>window.hacked = true</script>',
      'Before <img src=x onerror="window.hacked = true"> after <b onclick="x()">bold</b>.',
      '<iframe src="https://example.com"></iframe>',
      '<div style="position:fixed">layout</div>',
    ].join('\n\n'),
  );
  const tags = new Set(Array.from(root.querySelectorAll('*')).map((el) => el.tagName.toLowerCase()));
  expect([...tags].every((tag) => MARKDOWN_ELEMENTS.includes(tag))).toBe(true);
  expect(root.querySelector('script, img, iframe, div, b')).toBeNull();
  expect(root.innerHTML).not.toMatch(/onerror|onclick|style=/);
  expect(root.textContent).toContain('Before');
  expect(root.textContent).toContain('bold');
});

it('links only to http(s) and mailto: script, data and relative links become plain text', () => {
  const root = html(
    [
      '[one](javascript:alert(1))',
      '[two](JAVASCRIPT:alert(1))',
      '[three](data:text/html;base64,PHNjcmlwdD4=)',
      '[four](/admin)',
      '[five](vbscript:msgbox)',
      '<javascript:alert(1)>',
    ].join('\n\n'),
  );
  expect(root.querySelectorAll('a')).toHaveLength(0);
  expect(root.textContent).toContain('one');
  expect(root.textContent).toContain('four');
});

it('shows Markdown an article does not use as text or not at all (images, code, rules)', () => {
  const root = html('![tracking pixel](https://evil.example/p.gif)\n\nUse `code` here.\n\n---');
  expect(root.querySelector('img, code, pre, hr')).toBeNull();
  expect(root.textContent).toContain('Use code here.');
});

it('renders every seeded article as before: the same headings and paragraphs in the same order', () => {
  for (const post of blogPosts) {
    // lib/db/seed.ts stores the paragraphs joined by blank lines.
    const body = post.body.join('\n\n');
    const { container: markdown } = render(<Markdown text={body} />);
    const { container: prose } = render(<Prose text={body} />);
    const rendered = blocks(markdown.firstElementChild!);
    expect(rendered).toEqual(blocks(prose.firstElementChild!));
    expect(rendered.length).toBeGreaterThan(3);
  }
});

it('isolates each Latin run of an Arabic article in a <bdi dir="ltr">, codes kept on one line', () => {
  const root = html(
    [
      '## عرق السوس (Glycyrrhiza glabra)',
      'اطلب شهادة الدفعة KL-2411-07 أو راسلنا على sales@kinglifellc.com.',
      '- عبوة 25 kg\n- **Matricaria chamomilla** من مصر',
      'راسلنا [على البريد](mailto:info@example.com) أو [info@example.com](mailto:info@example.com)',
    ].join('\n\n'),
  );
  const isolated = Array.from(root.querySelectorAll('bdi')).map((bdi) => [
    bdi.textContent,
    bdi.getAttribute('dir'),
    bdi.className || null,
  ]);
  expect(isolated).toEqual([
    ['Glycyrrhiza glabra', 'ltr', null],
    ['KL-2411-07', 'ltr', 'code'],
    ['sales@kinglifellc.com', 'ltr', 'code'],
    ['25 kg', 'ltr', null],
    ['Matricaria chamomilla', 'ltr', null],
    ['info@example.com', 'ltr', 'code'],
  ]);
  // The brackets and the sentence's full stop stay with the Arabic; the text reads as written.
  expect(root.querySelector('h2')?.innerHTML).toBe('عرق السوس (<bdi dir="ltr">Glycyrrhiza glabra</bdi>)');
  expect(root.querySelector('p')?.textContent).toBe(
    'اطلب شهادة الدفعة KL-2411-07 أو راسلنا على sales@kinglifellc.com.',
  );
  expect(root.querySelector('strong > bdi')?.textContent).toBe('Matricaria chamomilla');
  expect(root.querySelector('a:last-child > bdi')?.textContent).toBe('info@example.com');

  // No text node left that mixes Arabic with Latin letters.
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    expect(/[\u0600-\u06FF]/.test(node.nodeValue!) && /[A-Za-z]{2}/.test(node.nodeValue!)).toBe(false);
  }
});

it('isolates a Latin text of an Arabic paragraph whole, its punctuation inside', () => {
  const p = html('مكتبنا في **Dubai, UAE** منذ 2012').querySelector('p')!;
  expect(p.querySelector('strong')?.innerHTML).toBe('<bdi dir="ltr">Dubai, UAE</bdi>');
});

it('leaves English articles, and Latin blocks of an Arabic one, without <bdi>', () => {
  expect(html('Liquorice (Glycyrrhiza glabra), lot KL-2411-07.').querySelector('bdi')).toBeNull();
  const root = html('نص عربي\n\nGlycyrrhiza glabra');
  expect(root.querySelector('bdi')).toBeNull();
  expect(blocks(root)).toEqual([
    ['p', 'نص عربي'],
    ['p', 'Glycyrrhiza glabra'],
  ]);
});
