import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { HttpError } from '../http-error.ts'
import { toErrorResponse } from './errors.ts'

describe('error mapping', () => {
  it('answers a database that is away with 503, so clients retry', () => {
    for (const code of ['ECONNREFUSED', '57P01', '08006']) {
      expect(toErrorResponse(Object.assign(new Error('x'), { code })).status).toBe(503)
    }
    expect(toErrorResponse(new Error('Connection terminated unexpectedly')).code).toBe('SERVICE_UNAVAILABLE')
    expect(toErrorResponse(new Error('Client was closed and is not queryable')).status).toBe(503)
    // Retry soon: a restart takes about a second (decision 061).
    expect(toErrorResponse(Object.assign(new Error('x'), { code: '57P03' })).retryAfterSeconds).toBe(1)
  })

  it('keeps a deliberate HttpError and turns zod errors into VALIDATION_ERROR', () => {
    expect(toErrorResponse(new HttpError(409, 'CONFLICT', 'Taken'))).toEqual({
      status: 409,
      code: 'CONFLICT',
      description: 'Taken',
    })
    const zod = z.object({ email: z.string().email() }).safeParse({ email: 'nope' })
    expect(zod.success).toBe(false)
    if (!zod.success) {
      const mapped = toErrorResponse(zod.error)
      expect(mapped.status).toBe(400)
      expect(mapped.description).toContain('email')
      expect(mapped.items).toEqual([
        {
          code: 'VALIDATION_ERROR',
          description: 'The field "email" is not a valid e-mail address.',
          field: 'email',
          reason: 'email',
        },
      ])
    }
  })

  it('answers one item per problem, each a field and a reason, never zod wording (decision 078)', () => {
    const schema = z.object({ summary: z.string().max(200), bookingNumber: z.string().regex(/^[A-Z]+$/) })
    fc.assert(
      fc.property(fc.string({ minLength: 201, maxLength: 260 }), fc.string(), (summary, bookingNumber) => {
        const parsed = schema.safeParse({ summary, bookingNumber })
        if (parsed.success) return
        const mapped = toErrorResponse(parsed.error)
        expect(mapped.items?.length).toBe(parsed.error.issues.length)
        for (const item of mapped.items ?? []) {
          expect(item.field).toMatch(/^(summary|bookingNumber)$/)
          expect(item.reason).toMatch(/^(tooLong|format)$/)
          for (const issue of parsed.error.issues) expect(item.description).not.toContain(issue.message)
        }
      }),
    )
  })

  it('carries the field of a deliberate refusal about one field', () => {
    const error = new HttpError(400, 'VALIDATION_ERROR', 'Too long.', {
      issue: { field: 'destination', reason: 'tooLong', limit: 100 },
    })
    expect(toErrorResponse(error).items).toEqual([
      {
        code: 'VALIDATION_ERROR',
        description: 'Too long.',
        field: 'destination',
        reason: 'tooLong',
        limit: 100,
      },
    ])
  })

  it('never lets an unexpected error message reach the client', () => {
    fc.assert(
      fc.property(fc.string(), (message) => {
        const mapped = toErrorResponse(new TypeError(message))
        expect(mapped.status).toBe(500)
        expect(mapped.description).toBe('Something went wrong on our side.')
      }),
    )
  })
})
