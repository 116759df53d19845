/**
 * The index reads only the list it is given: a kind is searched because its declaration says so,
 * with nothing of its own in the search. (What the site's kinds put in it: app/[locale]/search-index.json.)
 */
import type { ContentCollection } from '@/lib/data/collection';
import { buildSearchIndex } from '../searchIndex';

const doc = {
  id: 4,
  url: '/fairs#4',
  title: 'Anuga',
  summary: 'Cologne',
  category: '',
  body: '',
  aliases: '',
};

/** A kind as the list holds it; only what the index reads of it is filled in. */
const collection = (kind: string, search?: ContentCollection['search']) =>
  ({ kind, search }) as unknown as ContentCollection;

it('holds the items of each kind that declares a search, under its kind, named in the language asked', async () => {
  const asked: string[] = [];
  const index = await buildSearchIndex('ar', {
    fairs: collection('fairs', async (locale) => {
      asked.push(locale);
      return { label: 'معرض', docs: [doc] };
    }),
    categories: collection('categories'),
  });
  expect(asked).toEqual(['ar']);
  expect(index).toEqual({ locale: 'ar', kinds: { fairs: 'معرض' }, docs: [{ kind: 'fairs', ...doc }] });
});
