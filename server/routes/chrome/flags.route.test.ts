import { describe, expect, it } from 'vitest'
import sitesJson from '../../../content/sites.json' with { type: 'json' }
import { FLAGS_PATH } from '../../../shared/pickers/picker-contract.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

describe('flag images', () => {
  const t = useTestApp('pglite')

  it('serves an SVG flag for every country the sites list, and the traditional Taiwan variant', async () => {
    const codes = [...new Set(sitesJson.map((s) => s.countryCode.toLowerCase())), 'tw-traditional']
    for (const code of codes) {
      const res = await t.app.inject(`${FLAGS_PATH}${code}.svg`)
      expect(res.statusCode, code).toBe(200)
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8')
      expect(res.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), code).toBe(true)
      expect(res.body, code).not.toMatch(/<script|on[a-z]+=|href="(?!#)/i)
    }
  })

  it('answers an unknown or malformed name with a 404 error body, never a page', async () => {
    for (const name of ['zz.svg', 'us.png', '..%2Fsites.json', 'US.svg', 'us']) {
      const res = await t.app.inject(`${FLAGS_PATH}${name}`)
      expect(res.statusCode, name).toBe(404)
      expect(res.json().errors[0].code).toBe('NOT_FOUND')
    }
  })
})
