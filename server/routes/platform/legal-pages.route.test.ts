import { describe, expect, it } from 'vitest'
import { LEGAL_VERSIONS } from '../../../shared/legal/legal-versions.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

/**
 * Issue 27 item 2: the terms of use and the privacy notice, whole, from content/legal (decision 096),
 * rendered on the server per brand and language with their version and the day it took effect.
 */
describe('the legal pages', () => {
  const t = useTestApp('pglite', {
    web: true,
    config: { brandSupport: { skylark: { email: 'privacy@skylark.test', phone: '+1 555 0100' } } },
  })

  const main = (html: string) => /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? ''
  const page = async (url: string) => {
    const res = await t.app.inject({ url })
    expect(res.statusCode, url).toBe(200)
    return { html: res.body, body: main(res.body) }
  }
  const sections = (body: string) => [...body.matchAll(/<section id="([\w-]+)" aria-labelledby="\1-title">/g)]

  it('shows the whole terms of use in English, versioned, with contents and the brand', async () => {
    const { html, body } = await page('/terms-of-use?brand=skylark&site=us')
    expect(html).toContain('<title>Terms of use | Skylark</title>')
    const { version } = LEGAL_VERSIONS.terms
    expect(body).toContain(`Version ${version}, in effect from November 30, 2026`)
    expect(body).toMatch(/<nav class="fw-legal-contents" aria-labelledby="fw-legal-contents">/)
    expect(sections(body).map((m) => m[1])).toEqual(
      expect.arrayContaining(['service', 'account', 'bookings', 'prices', 'payment', 'cancellations']),
    )
    expect(sections(body).length).toBeGreaterThanOrEqual(12)
    for (const id of ['business', 'acceptable-use', 'intellectual-property', 'liability', 'law', 'changes'])
      expect(body, id).toContain(`href="#${id}"`)
    expect(body).toContain('<strong>we are not the seller</strong>')
    expect(body).toContain('Skylark is a travel search and booking site')
    expect(body).toContain('privacy@skylark.test')
    expect(body).not.toMatch(/\{(brand|email|phone)|\{#/)
  })

  it('shows the same terms at /actual-terms-of-use', async () => {
    const { body } = await page('/actual-terms-of-use?site=us')
    expect(body).toContain('Fernway is a travel search and booking site')
    expect(sections(body).length).toBeGreaterThanOrEqual(12)
  })

  it('shows the whole privacy notice, GDPR, CCPA/CPRA and PIPA, with the choices and the #ccpa section', async () => {
    const { html, body } = await page('/privacy?brand=skylark&site=us')
    expect(html).toContain('<title>Privacy notice | Skylark</title>')
    expect(body).toContain(`Version ${LEGAL_VERSIONS.privacy.version}, in effect from November 30, 2026`)
    const ids = sections(body).map((m) => m[1])
    for (const id of [
      'collect',
      'purposes',
      'retention',
      'sharing',
      'transfers',
      'rights',
      'ccpa',
      'pipa',
      'exercise',
      'cookies',
      'children',
      'changes',
    ])
      expect(ids, id).toContain(id)
    expect(body).toContain('<h2 id="ccpa-title">California privacy rights</h2>')
    expect(body).toContain('<h3 id="gpc">Global Privacy Control</h3>')
    expect(body).toContain('masked, all but its last four')
    expect(body).toContain('Personal Information Dispute Mediation Committee')
    expect(body).toContain('href="/privacy/manage"')
    expect(body).toContain('>Open your privacy choices</a>')
    expect(body).toContain('IAB Europe Transparency &amp; Consent Framework')
    expect(body).not.toMatch(/\{(brand|email|phone)|\{#/)
  })

  it('reads in Korean on the Korean site, with the PIPA items and particles after the brand', async () => {
    const terms = (await page('/terms-of-use?brand=haneul&site=kr')).body
    expect(terms).toContain('<h2 id="service-title">Haneul 서비스</h2>')
    // 은 after the brand's final consonant (n), 로 after the e-mail's vowel.
    expect(terms).toContain('Haneul은 여행 검색·예약 사이트입니다')
    expect(terms).toContain('Haneul을 이용하는 경우')
    expect(terms).toMatch(/@[\w.]+로 탈퇴를 요청할 수 있습니다/)
    expect(terms).toContain(`버전 ${LEGAL_VERSIONS.terms.version}, 2026년 11월 30일부터 시행`)
    expect(terms).not.toMatch(/we are not the seller/)
    const privacy = (await page('/privacy?brand=haneul&site=kr')).body
    expect(privacy).toContain('<h2 id="ccpa-title">캘리포니아 개인정보 권리</h2>')
    for (const text of [
      '개인정보 보호책임자',
      '파기 절차와 방법',
      '개인정보분쟁조정위원회',
      '개인정보침해신고센터',
    ])
      expect(privacy, text).toContain(text)
    expect(privacy).toContain('>목차</h2>')
    expect(privacy).not.toMatch(/\{(brand|email|phone)|\(으\)로/)
  })
})
