import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../testing/use-test-app.ts'

const PAGES = ['/about', '/careers', '/press', '/investors', '/packages', '/help/contact', '/help/feedback']

/** Issue 27 item 2: the company and help pages the footer links, from content/pages, per brand and language. */
describe('the company and help pages', () => {
  const t = useTestApp('pglite', {
    web: true,
    config: { brandSupport: { skylark: { email: 'help@skylark.test', phone: '+1 555 0100' } } },
  })

  const main = (html: string) => /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? ''

  it('answers each page with its own title and text, naming the brand, in English', async () => {
    for (const path of PAGES) {
      const res = await t.app.inject({ url: `${path}?brand=skylark&site=us` })
      expect(res.statusCode, path).toBe(200)
      const body = main(res.body)
      expect(body, path).toMatch(/<h1 id="fw-page-title">[^<]+<\/h1>/)
      expect(body, path).toMatch(/<p>[^<]{40,}/)
      // The placeholders are filled, never shown.
      expect(body, path).not.toMatch(/\{(brand|email|phone)/)
    }
    const about = await t.app.inject({ url: '/about?brand=skylark&site=us' })
    expect(about.body).toContain('<title>About Skylark | Skylark</title>')
    expect(main(about.body)).toContain('<h2>What we do</h2>')
    expect(main(about.body)).toContain('Skylark searches hundreds of airlines')
  })

  it('gives the brand’s own support channels on the contact page', async () => {
    const body = main((await t.app.inject({ url: '/help/contact?brand=skylark&site=us' })).body)
    expect(body).toContain('help@skylark.test')
    expect(body).toContain('+1 555 0100')
    expect(body).toContain('href="/help/feedback"')
  })

  it('speaks Korean on the Korean site, particles chosen by the brand’s last sound', async () => {
    const body = main((await t.app.inject({ url: '/about?brand=haneul&site=kr' })).body)
    expect(body).toContain('<h2>하는 일</h2>')
    expect(body).not.toMatch(/searches|What we do/)
    expect(body).not.toMatch(/\{brand/)
  })

  it('offers the feedback form on the feedback page', async () => {
    const body = main((await t.app.inject({ url: '/help/feedback?site=us' })).body)
    expect(body).toMatch(/<button[^>]*>Write your feedback<\/button>/)
  })
})
