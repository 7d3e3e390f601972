import { describe, expect, it } from 'vitest'
import { SAMPLE_MESSAGES, sampleMail, sampleValues } from '../testing/mail/test-mail-samples.ts'
import { escapeHtml, linkifyText } from './html.ts'
import { interpolate, MAIL_CATALOGUES, MAIL_KINDS, mailCatalogue, renderMail } from './render-mail.ts'

// {name} or {name, particle, 을}: a Korean text may add a particle to a placeholder that English has bare.
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)(?:,[^{}]*)?\}/g)].map((m) => m[1]).sort()

describe('mail catalogues', () => {
  it('have the same keys, and the same placeholders in each text, in every language', () => {
    const en = MAIL_CATALOGUES.en as Record<string, string>
    for (const [language, catalogue] of Object.entries(MAIL_CATALOGUES)) {
      expect(Object.keys(catalogue).sort(), language).toEqual(Object.keys(en).sort())
      for (const [key, text] of Object.entries(catalogue)) {
        expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(en[key] as string))
      }
    }
  })

  it('give every message kind a subject, a body and a note in every language', () => {
    expect([...MAIL_KINDS].sort()).toEqual(Object.keys(SAMPLE_MESSAGES).sort())
    for (const [language, catalogue] of Object.entries(MAIL_CATALOGUES)) {
      const texts = catalogue as Record<string, string>
      for (const kind of MAIL_KINDS) {
        for (const part of ['subject', 'body', 'note']) {
          expect(texts[`${kind}.${part}`]?.trim(), `${language} ${kind}.${part}`).toBeTruthy()
        }
      }
    }
  })

  it('falls back to English for a language without a catalogue, and reads regional tags', () => {
    expect(mailCatalogue('fr')).toBe(MAIL_CATALOGUES.en)
    expect(mailCatalogue('')).toBe(MAIL_CATALOGUES.en)
    expect(mailCatalogue('ko-KR')).toBe(MAIL_CATALOGUES.ko)
    expect(mailCatalogue('KO')).toBe(MAIL_CATALOGUES.ko)
  })
})

describe('interpolate', () => {
  it('fills {name} and {name, particle, 을} with the particle the value asks for', () => {
    const text =
      '{company, particle, 을} 확인하세요. {domain, particle,으로} 보내는 메일은 {brand}의 {city, particle, 로}'
    expect(
      interpolate(text, { company: '서울여행', domain: 'example.com', brand: 'Fernway', city: '서울' }),
    ).toBe('서울여행을 확인하세요. example.com으로 보내는 메일은 Fernway의 서울로')
    expect(interpolate(text, { company: 'Acme', domain: 'acme.kr', brand: 'Fernway', city: '부산' })).toBe(
      'Acme를 확인하세요. acme.kr로 보내는 메일은 Fernway의 부산으로',
    )
    expect(interpolate('{x, particle, 과}', { x: '🌸' })).toBe('🌸과(와)')
    expect(() => interpolate('{missing, particle, 을}', {})).toThrow('mail text needs {missing}')
  })
})

describe('renderMail', () => {
  it.each(MAIL_KINDS)('renders %s in English and Korean with its links, code or address', (kind) => {
    const message = SAMPLE_MESSAGES[kind]
    for (const language of ['en', 'ko']) {
      const mail = renderMail(sampleMail(message, { language, brandName: 'Skylark' }))
      expect(mail.subject).toContain('Skylark')
      expect(mail.text).toContain('Skylark')
      for (const value of sampleValues(message)) {
        expect(mail.text, `${language} text`).toContain(value)
        expect(mail.html, `${language} html`).toContain(escapeHtml(value))
      }
      expect(mail.text).not.toMatch(/\{\w+\}/)
      expect(mail.html).toMatch(/^<!doctype html>/)
      expect(mail.html).toContain(`<html lang="${language}">`)
    }
    const ko = renderMail(sampleMail(message, { language: 'ko' }))
    expect(ko.subject).toBe(
      (MAIL_CATALOGUES.ko as Record<string, string>)[`${kind}.subject`]
        ?.replace('{brand}', 'Fernway')
        .replace('{code}', '482913'),
    )
  })

  it('turns each link into an anchor and repeats it as plain text', () => {
    const { html, text } = renderMail(sampleMail(SAMPLE_MESSAGES.account_exists))
    expect(html).toContain('<a href="https://fernway.example/?signin=1&amp;from=mail"')
    expect(html).toContain('>Sign in</a>')
    expect(html).toContain('>Reset my password</a>')
    expect(text).toContain('Sign in:\nhttps://fernway.example/?signin=1&from=mail')
  })

  it('escapes every interpolated value in the HTML', () => {
    const { html, subject } = renderMail(
      sampleMail(SAMPLE_MESSAGES.email_changed_notice, { brandName: '<img src=x onerror=alert(1)>"&' }),
    )
    expect(html).not.toContain('<img')
    expect(html).not.toContain('<b>')
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;&quot;&amp;')
    expect(html).toContain('new&lt;b&gt;@example.test')
    expect(subject).toContain('<img src=x onerror=alert(1)>"&')
  })

  it('keeps the subject on one line', () => {
    const { subject } = renderMail(sampleMail(SAMPLE_MESSAGES.reset, { brandName: 'Evil\r\nBcc: x@y.test' }))
    expect(subject).not.toMatch(/[\r\n]/)
  })

  it('refuses links that are not absolute http(s) URLs', () => {
    for (const link of ['javascript:alert(1)', '/auth/confirm#t=x', 'data:text/html,hi', '']) {
      expect(() => renderMail(sampleMail({ kind: 'confirm', link })), link).toThrow(/absolute http/)
    }
    expect(() =>
      renderMail(sampleMail({ kind: 'confirm', link: 'http://localhost:3000/auth/confirm' })),
    ).not.toThrow()
  })
})

describe('linkifyText', () => {
  it('escapes text and links only http(s) URLs', () => {
    expect(linkifyText('Go <b> https://a.example/x?y=1&z=2 now')).toBe(
      'Go &lt;b&gt; <a href="https://a.example/x?y=1&amp;z=2">https://a.example/x?y=1&amp;z=2</a> now',
    )
    expect(linkifyText('javascript:alert(1) "q"')).toBe('javascript:alert(1) &quot;q&quot;')
  })
})

describe('approval mails', () => {
  it('say the policy’s reasons in the reader’s words with their figures, never a code', () => {
    const english = renderMail(sampleMail(SAMPLE_MESSAGES.approval_request))
    expect(english.text).toContain(
      'Out of policy: Costs $420.00 a night, over this city’s cap of $300.00; 5 stars is above the allowed 4.',
    )
    const korean = renderMail(sampleMail(SAMPLE_MESSAGES.approval_request, { language: 'ko' }))
    expect(korean.text).toContain('5성급은 허용된 4성급보다 높습니다')
    expect(korean.text).toContain('US$420.00')
    for (const mail of [english, korean]) {
      expect(mail.text).not.toMatch(/OVER_CITY_CAP|STARS_ABOVE_LIMIT|travelPolicy\./)
      expect(mail.html).not.toMatch(/OVER_CITY_CAP|STARS_ABOVE_LIMIT|travelPolicy\./)
    }
  })

  it('use the app’s own reason and class sentences (one text per reason, in mail and page alike)', async () => {
    const { default: webEn } = await import('../../web/i18n/messages/en.json', { with: { type: 'json' } })
    const { default: webKo } = await import('../../web/i18n/messages/ko.json', { with: { type: 'json' } })
    for (const [language, web] of [
      ['en', webEn],
      ['ko', webKo],
    ] as const) {
      const mail = MAIL_CATALOGUES[language] as Record<string, string>
      for (const group of ['reasons', 'classes'] as const) {
        for (const [key, text] of Object.entries(web.travelPolicy[group])) {
          expect(mail[`travelPolicy.${group}.${key}`], `${language} ${group}.${key}`).toBe(text)
        }
      }
    }
  })
})
