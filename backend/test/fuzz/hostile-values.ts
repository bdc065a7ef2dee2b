import fc from 'fast-check';

/*
 * The values an attacker or a broken client sends: every shape a field's type allows, with the
 * edges people forget (empty, huge, control characters, other scripts, markup, SQL and path
 * fragments, numbers at and past the limits), and the shapes it does not allow at all.
 */

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\t\n\r\v\f',
  '\u202E\u200B\uFEFF',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  '"; DROP TABLE customer; --',
  '%',
  '_%_',
  '\\',
  '../../../etc/passwd',
  '%00',
  '%2e%2e%2f',
  '{{7*7}}',
  '${7*7}',
  '__proto__',
  'constructor',
  '{"$ne":null}',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e309',
  '9'.repeat(40),
  '日本',
  'ﾆﾎﾝ',
  '한국어',
  'عربي',
  '𝕏𝕐ℤ',
  '👨‍👩‍👧‍👦'.repeat(50),
  'a@b',
  'a@b.c',
  '@',
  'x'.repeat(256),
  'y'.repeat(4_096),
  'z'.repeat(99 * 1024),
];

/** Any string a client could send in a String or ID field. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.emailAddress() },
  { weight: 1, arbitrary: fc.integer().map(String) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.constantFrom(...NASTY_STRINGS), fc.string({ maxLength: 10 })).map(([nasty, tail]) => `${nasty}${tail}`),
  },
);

const INT_EDGES = [0, -1, 1, 2 ** 31 - 1, -(2 ** 31), 100, 1_000_000, 99_999_999];

export const hostileInt: fc.Arbitrary<number> = fc.oneof(fc.constantFrom(...INT_EDGES), fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }));

/** JSON cannot carry NaN or infinities; the largest finite doubles and the tiniest ones it can. */
export const hostileFloat: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -0, 1e308, -1e308, 5e-324, 0.1, 1.5),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

export const hostileDate: fc.Arbitrary<string> = fc.oneof(
  fc.date({ min: new Date(-8.64e15), max: new Date(8.64e15), noInvalidDate: true }).map((date) => date.toISOString()),
  hostileString,
);

/** A value of no particular type: what a client sends when it gets the type wrong. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  hostileInt,
  hostileFloat,
  hostileString,
  fc.array(fc.oneof(hostileString, hostileInt), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(hostileString, hostileInt), { maxKeys: 4 }),
  // An own `__proto__` key, as JSON.parse makes it (a literal would set the prototype instead).
  fc.constant(JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}') as unknown),
  fc.constant([[[[[[[[[[[]]]]]]]]]]]),
);
