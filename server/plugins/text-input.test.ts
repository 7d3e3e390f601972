import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COMPANY_FILES_API } from '../../shared/business/company-files-contract.ts'
import type { SignedInBrowser } from '../testing/account/account-test-support.ts'
import { MATRIX_FEATURES } from '../testing/business-matrix/route-expectations.ts'
import { adminBrowser, createCompany } from '../testing/company/company-test-kit.ts'
import { startTestApp, type TestApp } from '../testing/test-app.ts'
import { unstorableText } from './text-input.ts'

describe('text no store can keep', () => {
  it('is NUL or a lone surrogate, anywhere in a value, keys included', () => {
    for (const bad of ['a\u0000b', '\uD800', 'x\uDFFFy', { a: ['ok', { b: '\u0000' }] }, { 'k\u0000': 1 }])
      expect(unstorableText(bad), JSON.stringify(bad)).toBe(true)
    for (const good of [
      '',
      'e\u0301',
      '\u{1F468}\u200D\u{1F469}',
      '\u202Eevil',
      { a: [1, null, 'ok'] },
      null,
    ])
      expect(unstorableText(good), JSON.stringify(good)).toBe(false)
  })
})

describe('a request holding text no store can keep', () => {
  let t: TestApp
  let admin: SignedInBrowser
  beforeAll(async () => {
    t = await startTestApp('pglite')
    admin = await adminBrowser(t, await createCompany(t, { features: [...MATRIX_FEATURES] }))
  })
  afterAll(() => t?.close())

  const post = (payload: string, type = 'application/json', query = '') =>
    admin.call({
      method: 'POST',
      url: `${COMPANY_FILES_API.requestDemo}${query}`,
      headers: { 'content-type': type },
      payload,
    })

  // Found by the route fuzzer (decision 062): these reached PostgreSQL's JSON column and answered 500.
  it('is refused with 400 in a JSON body, a form, a query or a path, never 500', async () => {
    for (const res of [
      await post('{"message":"x\\u0000y"}'),
      await post('{"message":"x\\udfffy"}'),
      await post('message=a%00b', 'application/x-www-form-urlencoded'),
      await post('{"message":"A demo"}', 'application/json', '?x=%00'),
      await admin.call({ method: 'DELETE', url: '/i/api/business/users/v2/roles/a%00b' }),
    ]) {
      expect([res.statusCode, res.json().errors[0].code]).toEqual([400, 'VALIDATION_ERROR'])
    }
  })

  it('lets well-formed text of any script through', async () => {
    const res = await post(JSON.stringify({ message: 'e\u0301 \u05D0 \u{1F468}\u200D\u{1F469} \u202E' }))
    expect(res.statusCode).toBe(200)
  })
})
