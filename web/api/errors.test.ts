import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ApiError, CaptchaRequiredError, hasErrorCode, isApiErrorBody } from './errors.ts'

const text = fc.option(fc.string(), { nil: undefined })
const errorItem = fc.record(
  { code: fc.string(), description: fc.string(), localizedDescription: text },
  { requiredKeys: ['code', 'description'] },
)

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
