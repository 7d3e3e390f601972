import { describe, expect, it } from 'vitest'
import { shareCspNonce } from './csp-nonce.ts'

const page = (nonce: string | null) => ({
  querySelector: (() => (nonce === null ? null : { nonce })) as unknown as Document['querySelector'],
})

describe('shareCspNonce', () => {
  it("hands React Aria the nonce of the page's own script", () => {
    const win: { __webpack_nonce__?: string } = {}
    shareCspNonce(page('n0nce'), win)
    expect(win.__webpack_nonce__).toBe('n0nce')
  })

  it('keeps a nonce already given, and sets none when the page has none', () => {
    const given = { __webpack_nonce__: 'first' }
    shareCspNonce(page('second'), given)
    expect(given.__webpack_nonce__).toBe('first')
    const none: { __webpack_nonce__?: string } = {}
    shareCspNonce(page(null), none)
    expect(none.__webpack_nonce__).toBeUndefined()
  })
})
