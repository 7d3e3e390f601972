import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ApiError, CaptchaRequiredError, hasErrorCode, isApiErrorBody, userMessage } from './errors.ts'

const text = fc.option(fc.string(), { nil: undefined })
const errorItem = fc.record(
  { code: fc.string(), description: fc.string(), localizedDescription: text },
  { requiredKeys: ['code', 'description'] },
)
const shown = (s: string | undefined): s is string => s !== undefined && s.trim() !== ''

describe('userMessage', () => {
  it('prefers localizedDescription, then description, then the fallback', () => {
    const body = (e: object) => ({ errors: [e, { code: 'B', description: 'second' }] })
    expect(userMessage(body({ code: 'A', description: 'd', localizedDescription: 'l' }), 'f')).toBe('l')
    expect(userMessage(body({ code: 'A', description: 'd', localizedDescription: '' }), 'f')).toBe('d')
    expect(userMessage(body({ code: 'A', description: '  ' }), 'f')).toBe('f')
    expect(userMessage({ errors: [] }, 'f')).toBe('f')
    expect(userMessage(new TypeError('fetch failed'), 'f')).toBe('f')
    expect(userMessage(null, 'f')).toBe('f')
    expect(userMessage(ApiError.fromText(502, 'Bad Gateway', '/x', 'down'), 'f')).toBe('f')
    expect(userMessage(ApiError.fromBody(409, '/x', body({ code: 'A', description: 'd' })), 'f')).toBe('d')
  })

  it('for any errors list, picks the first error’s non-blank localizedDescription, else description, else fallback', () => {
    fc.assert(
      fc.property(fc.array(errorItem, { minLength: 1, maxLength: 4 }), fc.string(), (errors, fallback) => {
        const [first] = errors
        const expected = shown(first?.localizedDescription)
          ? first.localizedDescription
          : shown(first?.description)
            ? first.description
            : fallback
        expect(userMessage({ errors }, fallback)).toBe(expected)
        // An ApiError carrying the body gives the same answer as the body itself.
        expect(userMessage(ApiError.fromBody(400, '/x', { errors }), fallback)).toBe(expected)
      }),
    )
  })
})

describe('isApiErrorBody', () => {
  it('accepts the server’s errors list and refuses other shapes', () => {
    fc.assert(fc.property(fc.array(errorItem, { minLength: 1 }), (errors) => isApiErrorBody({ errors })))
    for (const value of [
      null,
      'x',
      {},
      { errors: [] },
      { errors: [{ code: 'A' }] },
      { errors: [{ code: 1, description: '' }] },
    ]) {
      expect(isApiErrorBody(value)).toBe(false)
    }
    expect(
      hasErrorCode(
        {
          errors: [
            { code: 'A', description: '' },
            { code: 'B', description: '' },
          ],
        },
        'B',
      ),
    ).toBe(true)
  })

  it('holds for the client’s own errors, so callers may treat any rejection as a body', () => {
    expect(isApiErrorBody(new CaptchaRequiredError(200, '/x'))).toBe(true)
    expect(isApiErrorBody(ApiError.fromText(500, '', '/x', 'oops'))).toBe(false)
    expect(ApiError.fromText(500, '', '/x', 'oops').message).toBe('500 HTTP_500 /x')
  })
})
