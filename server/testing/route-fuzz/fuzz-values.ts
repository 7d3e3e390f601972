import fc from 'fast-check'

/** Long enough to pass any field's limit, short enough to generate often. */
const LONG = 'x'.repeat(70_000)

/**
 * Input that has broken servers before: NUL (PostgreSQL refuses it in text), lone surrogates (invalid
 * UTF-16, no UTF-8 form), right-to-left and zero-width marks, a byte order mark, combining marks,
 * emoji sequences, escapes, paths, SQL and script fragments, prototype keys, numbers in strings.
 */
export const ODD_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '\uD800',
  'x\uDFFFy',
  '\uDBFF\uDBFF',
  '\u202Eevil\u202C',
  '\u200B\u200D\uFEFF',
  '\u05D0\u05D1 \u0627\u0644',
  'e\u0301\u0301\u0301\u0301',
  '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}',
  '\r\n\t\v\f\b',
  '\\',
  '"',
  "'",
  '%',
  '%%41',
  '%E0%A4%A',
  '../../../etc/passwd',
  '..\\..\\windows',
  "' or '1'='1",
  "'; drop table users; --",
  '1; select pg_sleep(1)',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '$' + '{7*7}',
  '__proto__',
  'constructor',
  'NaN',
  '-1',
  '1e309',
  '9999999999999999999999',
  '2024-02-30',
  '0000-00-00T00:00:00Z',
  'true',
  'null',
  'undefined',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'javascript:alert(1)',
  '//evil.example',
  'https://evil.example/',
  'x'.repeat(256),
  'x'.repeat(5000),
  LONG,
]

/** A string: mostly odd ones, then generated text of every kind, Unicode and control characters included. */
export const oddString = (): fc.Arbitrary<string> =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...ODD_STRINGS), weight: 4 },
    { arbitrary: fc.string({ maxLength: 30 }), weight: 2 },
    { arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }), weight: 2 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 20 }), weight: 2 },
    { arbitrary: fc.uuid(), weight: 2 },
    { arbitrary: fc.emailAddress(), weight: 1 },
    { arbitrary: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()), weight: 1 },
    {
      arbitrary: fc
        .tuple(fc.constantFrom(...ODD_STRINGS), fc.string({ maxLength: 8 }))
        .map(([a, b]) => `${b}${a}${b}`),
      weight: 2,
    },
  )

/** A number of any kind JSON can carry, and some it cannot (they become null or strings). */
export const oddNumber = (): fc.Arbitrary<number> =>
  fc.oneof(
    fc.integer(),
    fc.constantFrom(0, -1, 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, Number.MAX_VALUE, 1e-300),
    fc.double({ noNaN: false }),
  )

/** The keys a body gets besides the route's own: prototype keys, odd keys, common field names. */
export const oddKey = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(
      '__proto__',
      'constructor',
      'prototype',
      'id',
      'companyId',
      'userId',
      'role',
      'admin',
      'email',
      'password',
      'redir',
      'query',
      'page',
      'size',
      '',
      '\u0000',
      'a.b',
      'a[b]',
    ),
    fc.string({ maxLength: 12 }),
  )

/** Any JSON value, nested a little, with odd strings, numbers and keys. */
export const oddJson = (): fc.Arbitrary<unknown> =>
  fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      oddString(),
      oddNumber(),
      fc.boolean(),
      fc.constant(null),
      fc.array(tie('value'), { maxLength: 5 }),
      fc.dictionary(oddKey(), tie('value'), { maxKeys: 6 }),
    ),
  })).value

/**
 * A valid body with one to three changes: a field's value replaced by an odd one (or one of the route's
 * domain values), a field dropped, an odd field (or one the route reads) added, or a nested value changed
 * the same way. Keeps the rest valid, so that the request reaches the code behind the first checks.
 */
export function mutated(
  seed: unknown,
  domain: { values?: fc.Arbitrary<unknown>; keys?: readonly string[] } = {},
): fc.Arbitrary<unknown> {
  const value = domain.values ? fc.oneof(oddJson(), domain.values) : oddJson()
  const key = domain.keys?.length ? fc.oneof(oddKey(), fc.constantFrom(...domain.keys)) : oddKey()
  if (seed === null || typeof seed !== 'object') return fc.oneof(fc.constant(seed), value)
  const paths = leafPaths(seed)
  const edit = fc.oneof(
    fc.record({ kind: fc.constant('set' as const), path: fc.constantFrom(...paths), value }),
    fc.record({ kind: fc.constant('drop' as const), path: fc.constantFrom(...paths) }),
    fc.record({ kind: fc.constant('add' as const), key, value }),
  )
  return fc.array(edit, { minLength: 1, maxLength: 3 }).map((edits) => {
    const copy = structuredClone(seed) as Record<string, unknown>
    for (const e of edits) {
      if (e.kind === 'add') copy[e.key] = e.value
      else applyAt(copy, e.path, e.kind === 'set' ? { value: e.value } : null)
    }
    return copy
  })
}

/** Paths to every value of a JSON value (the root's own keys, then nested ones). */
function leafPaths(value: object, prefix: (string | number)[] = []): (string | number)[][] {
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value)
  const paths: (string | number)[][] = prefix.length ? [prefix] : []
  for (const [key, child] of entries) {
    const path = [...prefix, key]
    if (child !== null && typeof child === 'object' && path.length < 4) paths.push(...leafPaths(child, path))
    else paths.push(path)
  }
  return paths.length ? paths : [['x']]
}

function applyAt(root: Record<string, unknown>, path: (string | number)[], set: { value: unknown } | null) {
  let node: unknown = root
  for (const key of path.slice(0, -1)) {
    if (node === null || typeof node !== 'object') return
    node = (node as Record<string | number, unknown>)[key]
  }
  if (node === null || typeof node !== 'object') return
  const last = path[path.length - 1] as string | number
  const target = node as Record<string | number, unknown>
  if (set) target[last] = set.value
  else if (Array.isArray(target) && typeof last === 'number') target.splice(last, 1)
  else delete target[last]
}
