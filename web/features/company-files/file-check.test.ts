import { describe, expect, it } from 'vitest'
import { ATTACHMENT_TYPES, LOGO_MAX_BYTES, LOGO_TYPES } from '../../../shared/business/upload-rules.ts'
import { fileProblem, megabytes } from './file-check.ts'

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])

describe('the browser check of a chosen file', () => {
  it('goes by the first bytes, not by the name or declared type', async () => {
    expect(
      await fileProblem(new File([png], 'logo.txt', { type: 'text/plain' }), LOGO_TYPES, LOGO_MAX_BYTES),
    ).toBeNull()
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.png', { type: 'image/png' })
    expect(await fileProblem(svg, LOGO_TYPES, LOGO_MAX_BYTES)).toBe('type')
    const pdf = new File(['%PDF-1.7'], 'a.pdf', { type: 'application/pdf' })
    expect(await fileProblem(pdf, LOGO_TYPES, LOGO_MAX_BYTES)).toBe('type')
    expect(await fileProblem(pdf, ATTACHMENT_TYPES, LOGO_MAX_BYTES)).toBeNull()
  })

  it('refuses a file over the size before reading it', async () => {
    const big = new File([png, new Uint8Array(LOGO_MAX_BYTES)], 'big.png', { type: 'image/png' })
    expect(await fileProblem(big, LOGO_TYPES, LOGO_MAX_BYTES)).toBe('size')
    expect(megabytes(LOGO_MAX_BYTES)).toBe('2')
  })
})
