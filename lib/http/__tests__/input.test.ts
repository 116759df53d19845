/**
 * @jest-environment node
 *
 * What no field may hold, whatever its schema: control characters (tab and line breaks aside in a
 * field marked multiline) and the bidirectional embeddings, overrides and isolates, each refused
 * beside its own field; and an own key only is a field (a body's 'constructor' is not).
 */
import * as z from 'zod/mini';
import { multiline } from '../../validation/fields';
import { unsafeTextIssues } from '../input';

const schema = z.object({
  name: z.string(),
  message: multiline(z.optional(z.string())),
  lines: z.array(z.object({ packaging: z.string(), note: multiline(z.string()) })),
});
const fieldsOf = (value: unknown) => unsafeTextIssues(value, schema, 'refused').map((i) => i.path.join('.'));

it.each([
  ['a BEL', 'a\u0007b'],
  ['an ESC', 'a\u001b[31mb'],
  ['DEL', 'a\u007fb'],
  ['a C1 control', 'a\u0085b'],
  ['a right-to-left override', 'invoice\u202Efdp.exe'],
  ['a left-to-right embedding', 'a\u202Ab'],
  ['a first-strong isolate', 'a\u2068b'],
  ['a pop directional isolate', 'a\u2069b'],
])('refuses %s in every field, multi-line or not', (_label, text) => {
  expect(fieldsOf({ name: text, message: text, lines: [{ packaging: text, note: text }] })).toEqual(
    expect.arrayContaining(['name', 'message', 'lines.0.packaging', 'lines.0.note']),
  );
});

it('takes tabs and line breaks only in a multi-line field', () => {
  const text = 'one\ttwo\r\nthree';
  expect(fieldsOf({ name: text, message: text, lines: [{ packaging: text, note: text }] }).sort()).toEqual([
    'lines.0.packaging',
    'name',
  ]);
});

it('takes the letters of any language, marks that shape them, and emoji', () => {
  const text = 'سمسم Sésame 芝麻 👩‍🔬 \u200c\u200d\u200f';
  expect(fieldsOf({ name: text, message: text, lines: [{ packaging: text, note: text }] })).toEqual([]);
});

it('holds text the schema does not read to one line, and finds no schema in an inherited key', () => {
  expect(fieldsOf({ name: 'ok', constructor: { prototype: 'a\nb' }, extra: 'c\u202Ed' }).sort()).toEqual([
    'constructor.prototype',
    'extra',
  ]);
});
