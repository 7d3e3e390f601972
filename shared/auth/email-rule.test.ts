import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { EMAIL_MAX_LENGTH, emailProblem } from './email-rule.ts'

describe('the e-mail rule', () => {
  it('gives the same answer as the server’s zod e-mail check, for addresses and for anything typed', () => {
    const zod = z.string().trim().max(EMAIL_MAX_LENGTH).pipe(z.email())
    fc.assert(
      fc.property(
        fc.oneof(
          fc.emailAddress(),
          fc.string({ maxLength: 80 }),
          fc.string({ unit: 'grapheme', maxLength: 30 }),
        ),
        (typed) => {
          expect(emailProblem(typed) === null, JSON.stringify(typed)).toBe(zod.safeParse(typed).success)
        },
      ),
      { numRuns: 2000 },
    )
  })

  it('names what is wrong: nothing typed, too long, or not an address (markup, emoji, a missing domain)', () => {
    expect(emailProblem('  ')).toBe('required')
    expect(emailProblem(`${'a'.repeat(5000)}@example.com`)).toBe('tooLong')
    for (const typed of ['<b>me</b>@x.com', '🙂@example.com', 'name@', 'name@example', 'a b@example.com'])
      expect(emailProblem(typed), typed).toBe('invalid')
    expect(emailProblem(' name.surname+trips@example.co.kr ')).toBeNull()
  })
})
