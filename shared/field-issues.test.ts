import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  describeFieldIssue,
  FIELD_REASONS,
  fieldIssues,
  LIMIT_REASONS,
  MAX_FIELD_ISSUES,
  type TFieldReason,
} from './field-issues.ts'

function issuesOf(schema: z.ZodType, input: unknown) {
  const parsed = schema.safeParse(input)
  if (parsed.success) throw new Error('expected a refusal')
  return { zod: parsed.error.issues, mapped: fieldIssues(parsed.error.issues) }
}

describe('field issues', () => {
  it('names the field and a reason for the refusals users met (issue 30)', () => {
    const schema = z.object({
      email: z.email(),
      dateOfBirth: z.iso.date(),
      bookingNumber: z.string().regex(/^[A-Za-z0-9-]+$/),
      summary: z.string().max(200),
      name: z.string().min(1),
      topic: z.enum(['booking', 'other']),
      count: z.number().int().positive(),
      missing: z.string(),
    })
    const { mapped } = issuesOf(schema, {
      email: 'nope',
      dateOfBirth: '1990-13-01',
      bookingNumber: 'AB 12',
      summary: 'x'.repeat(201),
      name: '',
      topic: 'x',
      count: 0,
    })
    expect(mapped).toEqual([
      { field: 'email', reason: 'email' },
      { field: 'dateOfBirth', reason: 'date' },
      { field: 'bookingNumber', reason: 'format' },
      { field: 'summary', reason: 'tooLong', limit: 200 },
      { field: 'name', reason: 'required' },
      { field: 'topic', reason: 'notAllowed' },
      { field: 'count', reason: 'mustExceed', limit: 0 },
      { field: 'missing', reason: 'required' },
    ])
  })

  it('names unknown keys one by one and keeps a refinement its own reason', () => {
    const strict = z.strictObject({ a: z.string() })
    expect(issuesOf(strict, { a: 'x', b: 1, c: 2 }).mapped).toEqual([
      { field: 'b', reason: 'notAllowed' },
      { field: 'c', reason: 'notAllowed' },
    ])
    const refined = z
      .object({ end: z.string() })
      .refine(() => false, { path: ['end'], params: { reason: 'date' } })
    expect(issuesOf(refined, { end: 'x' }).mapped).toEqual([{ field: 'end', reason: 'date' }])
    expect(issuesOf(z.string(), 5).mapped).toEqual([{ reason: 'invalid' }])
  })

  it('maps every issue of generated schemas and inputs to a known reason, without zod wording', () => {
    const leaf = fc.oneof(
      fc.nat(300).map((n) => ({ schema: z.string().max(n), ok: 'a'.repeat(n), bad: 'a'.repeat(n + 1) })),
      fc
        .integer({ min: 2, max: 50 })
        .map((n) => ({ schema: z.string().min(n), ok: 'a'.repeat(n), bad: 'a' })),
      fc
        .integer({ min: 1, max: 9 })
        .map((n) => ({ schema: z.string().length(n), ok: 'a'.repeat(n), bad: '' })),
      fc.constant({ schema: z.email(), ok: 'a@b.co', bad: 'a@' }),
      fc.constant({ schema: z.url(), ok: 'https://a.example', bad: 'nope' }),
      fc.constant({ schema: z.iso.date(), ok: '2024-01-02', bad: '2024-02-30' }),
      fc.constant({ schema: z.iso.datetime(), ok: '2024-01-02T00:00:00Z', bad: 'x' }),
      fc.constant({ schema: z.uuid(), ok: '7d444840-9dc0-11d1-b245-5ffdce74fad2', bad: 'x' }),
      fc.constant({ schema: z.string().regex(/^[0-9]+$/), ok: '12', bad: '1a' }),
      fc.constant({ schema: z.enum(['a', 'b']), ok: 'a', bad: 'c', choice: true }),
      fc.constant({ schema: z.literal(true), ok: true, bad: false, choice: true }),
      fc.integer().map((n) => ({ schema: z.number().max(n), ok: n, bad: n + 1 })),
      fc.integer().map((n) => ({ schema: z.number().min(n), ok: n, bad: n - 1 })),
      fc.integer().map((n) => ({ schema: z.number().lt(n), ok: n - 1, bad: n })),
      fc.integer().map((n) => ({ schema: z.number().gt(n), ok: n + 1, bad: n })),
      fc.constant({ schema: z.number().int(), ok: 1, bad: 1.5 }),
      fc.constant({ schema: z.number().multipleOf(5), ok: 5, bad: 6 }),
      fc.nat(5).map((n) => ({ schema: z.array(z.string()).max(n), ok: [], bad: Array(n + 1).fill('x') })),
      fc
        .integer({ min: 2, max: 5 })
        .map((n) => ({ schema: z.array(z.string()).min(n), ok: Array(n).fill('x'), bad: [] })),
      fc.constant({ schema: z.array(z.number()), ok: [1], bad: ['x'] }),
      fc.constant({ schema: z.boolean(), ok: true, bad: 'yes' }),
      fc.constant({ schema: z.union([z.string(), z.number()]), ok: 1, bad: null }),
      fc.constant({ schema: z.record(z.string().max(2), z.number()), ok: {}, bad: { long: 1 } }),
      fc.constant({ schema: z.date().max(new Date(0)), ok: new Date(0), bad: new Date(1) }),
      fc.constant({ schema: z.bigint().max(3n), ok: 3n, bad: 4n }),
      fc.constant({ schema: z.strictObject({ a: z.string() }), ok: { a: 'x' }, bad: { a: 'x', b: 1 } }),
      fc.constant({ schema: z.string().refine(() => false), ok: undefined, bad: 'x' }),
    )
    const field = fc.record({
      name: fc.stringMatching(/^[a-z][A-Za-z]{0,11}$/),
      leaf,
      state: fc.constantFrom('ok', 'bad', 'missing', 'null'),
    })
    fc.assert(
      fc.property(
        fc.uniqueArray(field, { minLength: 1, maxLength: 30, selector: (f) => f.name }),
        (fields) => {
          const shape = Object.fromEntries(fields.map((f) => [f.name, f.leaf.schema]))
          const input = Object.fromEntries(
            fields.flatMap((f) =>
              f.state === 'missing'
                ? []
                : [[f.name, f.state === 'null' ? null : f.state === 'ok' ? f.leaf.ok : f.leaf.bad]],
            ),
          )
          const parsed = z.object({ nested: z.object(shape) }).safeParse({ nested: input })
          if (parsed.success) return
          const mapped = fieldIssues(parsed.error.issues)
          expect(mapped.length).toBeGreaterThan(0)
          expect(mapped.length).toBeLessThanOrEqual(MAX_FIELD_ISSUES)
          const messages = parsed.error.issues.map((i) => i.message)
          for (const issue of mapped) {
            expect(FIELD_REASONS).toContain(issue.reason)
            expect(issue.field).toMatch(/^nested(\.|$)/)
            if (LIMIT_REASONS.has(issue.reason)) expect(Number.isFinite(issue.limit)).toBe(true)
            else expect(issue.limit).toBeUndefined()
            const sentence = describeFieldIssue(issue)
            expect(sentence).toMatch(/^The (field|request) .+\.$/)
            for (const message of messages) expect(sentence).not.toContain(message)
          }
          // A choice (enum, literal) left out reads as a value not allowed: zod does not say it was missing.
          const missing = fields.filter(
            (f) => f.state === 'missing' && f.leaf.ok !== undefined && !('choice' in f.leaf),
          )
          // Below the cap nothing was left out.
          if (mapped.length < MAX_FIELD_ISSUES)
            for (const f of missing)
              expect(mapped).toContainEqual({
                field: `nested.${f.name}`,
                reason: 'required' satisfies TFieldReason,
              })
        },
      ),
      { numRuns: 300 },
    )
  })

  it('caps the list however many problems a body holds', () => {
    const schema = z.strictObject({})
    const body = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`k${i}`, i]))
    expect(issuesOf(schema, body).mapped).toHaveLength(MAX_FIELD_ISSUES)
  })
})
