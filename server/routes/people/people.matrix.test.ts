import { describe, expect, it } from 'vitest'
import { PEOPLE_MATRIX } from '../../testing/people/people.matrix.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

// The business route matrix (server/testing/business-matrix/business-route-matrix.test.ts) runs these samples for
// every caller; here: every people sample names a registered route, once.
describe('people matrix samples', () => {
  const t = useTestApp('pglite')

  it('names each people route once, as registered', () => {
    const urls = new Set(PEOPLE_MATRIX.map((s) => `${s.method} ${s.url}`))
    expect(urls.size).toBe(PEOPLE_MATRIX.length)
    for (const s of PEOPLE_MATRIX)
      expect([s.url, t.app.hasRoute({ method: s.method, url: s.url })]).toEqual([s.url, true])
  })
})
