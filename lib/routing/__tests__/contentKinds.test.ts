import {
  areaOfKind,
  CONTENT_KINDS,
  HISTORY_KINDS,
  isHistoryKind,
  isPreviewKind,
  PREVIEW_KINDS,
} from '../contentKinds';

it('names every kind once, with its area, and the kinds with drafts among them', () => {
  expect(HISTORY_KINDS).toEqual(Object.keys(CONTENT_KINDS));
  expect(PREVIEW_KINDS).toEqual(['products', 'blog-posts', 'news', 'services', 'jobs', 'events']);
  expect(HISTORY_KINDS.map(areaOfKind)).toEqual(
    HISTORY_KINDS.map((kind) => (kind === 'jobs' ? 'careers' : 'content')),
  );
});

it('tells a kind from a mistyped segment, and a kind with drafts from one without', () => {
  expect(isHistoryKind('product-categories')).toBe(true);
  expect(isPreviewKind('product-categories')).toBe(false);
  expect(isPreviewKind('jobs')).toBe(true);
  for (const notOne of ['toString', 'constructor', '__proto__', 'Products', '', 3, undefined]) {
    expect(isHistoryKind(notOne)).toBe(false);
    expect(isPreviewKind(notOne)).toBe(false);
  }
});
