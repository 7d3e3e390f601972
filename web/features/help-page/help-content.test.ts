import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { articleText, HELP_CATEGORIES, HelpContentError, parseHelpArticle } from './help-article.ts'
import { helpArticles, helpLanguages } from './help-content.ts'
import { highlight, searchHelp, searchTerms } from './help-search.ts'

const contacts = { email: 'help@fernway.example', phone: '+1 555 0142' }

describe('the help articles in content/help', () => {
  it('hold at least a dozen articles in English and in Korean, the same ones in the same order', () => {
    expect(helpLanguages()).toEqual(['en', 'ko'])
    const en = helpArticles('en')
    const ko = helpArticles('ko')
    expect(en.length).toBeGreaterThanOrEqual(12)
    expect(ko.map((a) => [a.id, a.category, a.order])).toEqual(en.map((a) => [a.id, a.category, a.order]))
    expect(new Set(en.map((a) => a.id)).size).toBe(en.length)
    for (const a of [...en, ...ko]) {
      expect(HELP_CATEGORIES).toContain(a.category)
      expect(a.keywords.length, a.id).toBeGreaterThan(0)
    }
    // Korean articles are written in Korean, not copied.
    for (const a of ko) expect(a.title, a.id).toMatch(/[\uac00-\ud7a3]/)
  })

  it('use the support placeholders in the contact article, and nothing that looks like markup', () => {
    for (const language of ['en', 'ko']) {
      const contact = helpArticles(language).find((a) => a.id === 'contact-support')
      expect([...(contact?.body ?? '').matchAll(/\{(\w+)\}/g)].map((m) => m[1])).toEqual(['email', 'phone'])
      for (const a of helpArticles(language))
        expect(articleText(a, contacts), a.id).not.toMatch(/<[a-z!/]|\{(?!email\}|phone\})[a-z]+\}/i)
    }
  })

  it('falls back to English for a language without articles', () => {
    expect(helpArticles('fr')).toBe(helpArticles('en'))
  })
})

describe('parsing an article', () => {
  const article = (front: string, body = 'Some text.') => `---\n${front}\n---\n${body}`
  const good = 'id: a-b\ntitle: T\ncategory: site\norder: 2\nkeywords: x, y'

  it('reads the front matter and keeps the Markdown, whose words the search reads with the contacts filled', () => {
    const parsed = parseHelpArticle(
      article(
        good,
        '\nLine one\ncontinues **bold** <script>x</script>.\n\n- a {email}\n- b\n\n1. one\n2. {phone}\n',
      ),
      'f.md',
    )
    expect(parsed).toMatchObject({ id: 'a-b', title: 'T', category: 'site', order: 2, keywords: ['x', 'y'] })
    expect(parsed.body).toBe(
      'Line one\ncontinues **bold** <script>x</script>.\n\n- a {email}\n- b\n\n1. one\n2. {phone}',
    )
    expect(articleText(parsed, contacts)).toBe(
      'Line one continues bold <script>x</script>. a help@fernway.example b one +1 555 0142',
    )
    expect(articleText(parsed, undefined)).toBe('Line one continues bold <script>x</script>. a  b one ')
  })

  it.each([
    ['no front matter', 'Just text'],
    ['a bad id', article(good.replace('a-b', 'A B'))],
    ['an unknown category', article(good.replace('site', 'misc'))],
    ['a bad order', article(good.replace('2', 'two'))],
    ['no body', article(good, '   ')],
  ])('refuses %s', (_, source) => {
    expect(() => parseHelpArticle(source, 'f.md')).toThrow(HelpContentError)
  })
})

describe('searching help', () => {
  const en = helpArticles('en')

  it('finds articles holding every word, title matches first', () => {
    const results = searchHelp(en, 'passkey', contacts)
    expect(results[0]?.article.id).toBe('passkeys')
    expect(searchHelp(en, 'share trip', contacts).map((r) => r.article.id)).toContain('sharing-trips')
    expect(searchHelp(en, 'passkey zebra', contacts)).toEqual([])
    expect(searchHelp(en, '   ', contacts)).toEqual([])
  })

  it('ignores case and width, and searches the filled-in contacts', () => {
    expect(searchHelp(en, 'ＰＡＳＳＫＥＹ', contacts)[0]?.article.id).toBe('passkeys')
    expect(searchHelp(en, 'fernway.example', contacts).map((r) => r.article.id)).toContain('contact-support')
    expect(searchHelp(en, 'fernway.example', undefined).map((r) => r.article.id)).not.toContain(
      'contact-support',
    )
  })

  it('searches Korean articles in Korean', () => {
    const ko = helpArticles('ko')
    expect(searchHelp(ko, '패스키', contacts)[0]?.article.id).toBe('passkeys')
    expect(searchHelp(ko, '통화', contacts).map((r) => r.article.id)).toContain('change-country-currency')
  })

  it('gives a snippet around the first match in the body', () => {
    const [first] = searchHelp(en, 'recovery code', contacts)
    expect(first?.snippet.toLowerCase()).toContain('recovery code')
    expect(first?.snippet.length).toBeLessThan(200)
  })

  it('limits the query to a few words of bounded length', () => {
    expect(searchTerms('a b c d e f g h i j k')).toHaveLength(8)
    expect(searchTerms('x'.repeat(1000))[0]?.length).toBe(200)
    expect(searchTerms('Seoul seoul SEOUL')).toEqual(['seoul'])
  })

  it('marks every match, and the marked parts always put the text back together', () => {
    expect(highlight('Passkeys and a PASSKEY', ['passkey'])).toEqual([
      { text: 'Passkey', match: true },
      { text: 's and a ', match: false },
      { text: 'PASSKEY', match: true },
    ])
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 60 }),
        fc.string({ maxLength: 12 }),
        (text, query) => {
          const parts = highlight(text, searchTerms(query))
          expect(parts.map((p) => p.text).join('')).toBe(text)
        },
      ),
      { numRuns: 300 },
    )
  })
})
