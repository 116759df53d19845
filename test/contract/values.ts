/**
 * What a hostile caller sends in a field, a query value or a path segment: ids no integer column
 * holds, wrong types, numbers written other ways (spaces, exponents, Arabic-Indic and full-width
 * digits), over-long text, control and bidirectional characters, malformed URLs, paths and
 * %-escapes, markup. Each field gets the values every field gets, those of its kind, and a few
 * drawn by fast-check from the rest (seeded: the same run every time).
 */
import fc from 'fast-check';

export interface Value {
  label: string;
  value: unknown;
}

const v = (label: string, value: unknown): Value => ({ label, value });

/** Every field gets these: where a refusal must come whatever the field. */
const ALWAYS: Value[] = [
  v('2^31', 2 ** 31),
  v('2^53', 2 ** 53),
  v('null', null),
  v('an array', [1, 'a']),
  v('an object', { a: { b: 1 } }),
  v('a BEL control', 'a\u0007b'),
  v('a right-to-left override', 'invoice\u202Efdp.exe'),
  v('6,000 characters', 'x'.repeat(6000)),
];

/** A field whose valid value is a number (or a number's digits). */
const NUMERIC: Value[] = [
  v('-1', -1),
  v('0', 0),
  v('1.5', 1.5),
  v('1e21', 1e21),
  v('"2147483648"', '2147483648'),
  v('"9007199254740993"', '9007199254740993'),
  v('" 5 "', ' 5 '),
  v('"1e3"', '1e3'),
  v('"0x10"', '0x10'),
  v('Arabic-Indic "٥"', '٥'),
  v('full-width "５"', '５'),
];

/** A field whose valid value is text. */
const TEXT: Value[] = [
  v('empty', ''),
  v('blank', '   '),
  v('a NUL', 'a\u0000b'),
  v('an ESC control', 'a\u001b[31mb'),
  v('a C1 control', 'a\u0085b'),
  v('a first-strong isolate', 'a\u2068b'),
  v('a line break', 'line one\nline two'),
  v('a lone surrogate', 'a\ud800b'),
  v('70,000 characters', 'y'.repeat(70_000)),
];

/** Anything, drawn from: the kinds above and what a scanner tries in URLs, paths and markup. */
const OTHERS: Value[] = [
  v('true', true),
  v('an empty array', []),
  v('an empty object', {}),
  v('"__proto__" object', JSON.parse('{"__proto__":{"polluted":1}}')),
  v('a malformed %-escape', '%E0%A4%A'),
  v('a bare %', '/%'),
  v('a dot-dot path', '/a/..//[x'),
  v('a backslash path', '/\\['),
  v('a protocol-relative URL', '//evil.example/x'),
  v('a javascript: URL', 'javascript:alert(1)'),
  v('a loopback URL', 'http://[::1]:22/'),
  v('the metadata address', 'http://169.254.169.254/latest/meta-data/'),
  v('markup', '<script>alert(1)</script>'),
  v('SQL', "' OR 1=1; --"),
  v('Arabic text', 'مستخلص السمسم'),
  v('emoji', '😀🇦🇪'),
  v('a zero-width joiner', 'a\u200db'),
  v('-0', -0),
  v('Infinity as text', 'Infinity'),
  v('a huge exponent', '1e309'),
];

const SEED = 20261128;

/** The values one field is fuzzed with: ALWAYS, its kind's, and `extra` drawn from the rest. */
export function valuesFor(example: unknown, extra = 3, salt = 0): Value[] {
  const numeric =
    typeof example === 'number' || (typeof example === 'string' && /^\d+(\.\d+)?$/.test(example));
  const own = numeric ? NUMERIC : TEXT;
  const rest = [...(numeric ? TEXT : NUMERIC), ...OTHERS];
  const drawn = fc.sample(fc.constantFrom(...rest), { seed: SEED + salt, numRuns: extra });
  return [...ALWAYS, ...own, ...drawn];
}

/** A path segment a caller writes (after the server has decoded it). */
export const SEGMENTS: Value[] = [
  v('0', '0'),
  v('-1', '-1'),
  v('2^31', '2147483648'),
  v('2^53 + 1', '9007199254740993'),
  v('1e3', '1e3'),
  v('a space', ' 1'),
  v('Arabic-Indic', '٣'),
  v('full-width', '１'),
  v('letters', 'abc'),
  v('dot-dot', '../etc/passwd'),
  v('a bare %', '%'),
  v('a right-to-left override', '1\u202E'),
  v('2,000 characters', 'a'.repeat(2000)),
  v('a NUL', '1\u0000'),
];

/** A query value a caller writes. */
export const QUERY_VALUES: Value[] = [
  v('2^31', '2147483648'),
  v('-1', '-1'),
  v('1e3', '1e3'),
  v('Arabic-Indic', '٥'),
  v('a right-to-left override', 'a\u202Eb'),
  v('a bare %', '%'),
  v('3,000 characters', 'q'.repeat(3000)),
  v('markup', '<script>alert(1)</script>'),
];

/** JSON nested deeper than any form sends (and than the body reader takes). */
export function deeplyNested(levels: number): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < levels; i++) value = i % 2 ? { a: value } : [value];
  return value;
}

/** A public form's `X-Visit-Source` header (lib/visits/source.ts), as a page sends it and as a caller forges it. */
const sourceHeader = (source: unknown) => encodeURIComponent(JSON.stringify(source));
const validSource = {
  utm: { source: 'newsletter', medium: 'email', campaign: 'nov-promo', term: 'oud oil', content: 'banner' },
  clickId: true,
  referrer: 'mail.example.com',
  landing: '/productPage',
  language: 'ar',
};
export const SOURCE_HEADERS: Value[] = [
  v('every tag, as a page sends it', sourceHeader(validSource)),
  v('not URI-encoded JSON', '%E0%A4%A'),
  v('not JSON', 'newsletter'),
  v('an array', sourceHeader([validSource])),
  v('a field no source has', sourceHeader({ ...validSource, email: 'a@b.example' })),
  v('markup in a tag', sourceHeader({ ...validSource, utm: { source: '<script>alert(1)</script>' } })),
  v('a right-to-left override in a tag', sourceHeader({ ...validSource, utm: { source: 'a\u202Eb' } })),
  v('a 101-character tag', sourceHeader({ ...validSource, utm: { campaign: 'c'.repeat(101) } })),
  v('a landing that is no path', sourceHeader({ ...validSource, landing: 'javascript:alert(1)' })),
  v('a referrer that is an address', sourceHeader({ ...validSource, referrer: 'https://evil.example/x' })),
  v('a click id kept as its value', sourceHeader({ ...validSource, clickId: 'Cj0KCQiA' })),
  v('5,000 characters', 'x'.repeat(5000)),
];
