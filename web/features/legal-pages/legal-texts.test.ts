import crypto from 'node:crypto'
import fs from 'node:fs'
import { lexer, type Tokens } from 'marked'
import { describe, expect, it } from 'vitest'
import { LEGAL_DOCUMENTS, LEGAL_VERSIONS } from '../../../shared/legal/legal-versions.ts'
import { allPages } from '../../routes/catalogue.ts'
import { markdownOutline } from '../../ui/markdown.tsx'
import { legalSource } from './legal-texts.ts'

const LANGUAGES = ['en', 'ko'] as const

/**
 * Each version's text, fingerprinted (sha256 of the file, first 16 hex digits). A changed text fails here
 * until it gets a new version in shared/legal/legal-versions.ts and its fingerprint here (decision 096):
 * registrations record the version, so one version must always mean one text.
 */
const FINGERPRINTS: Record<string, Record<string, string>> = {
  'terms@2026-11-30': { en: '078fbc5b1c815e62', ko: '7c95df1a75477eba' },
  'privacy@2026-11-30': { en: '8c0b16ef9073d2f7', ko: '61e5db89694a7a0c' },
}

const fingerprint = (text: string) => crypto.createHash('sha256').update(text).digest('hex').slice(0, 16)

describe('the legal texts (content/legal)', () => {
  it('one version means one text: the files match the fingerprints of their current version', () => {
    for (const document of LEGAL_DOCUMENTS) {
      const key = `${document}@${LEGAL_VERSIONS[document].version}`
      const actual = Object.fromEntries(
        LANGUAGES.map((lang) => [
          lang,
          fingerprint(fs.readFileSync(`content/legal/${lang}/${document}.md`, 'utf8')),
        ]),
      )
      expect(actual, `${key}: a changed text needs a new version`).toEqual(FINGERPRINTS[key])
    }
  })

  it('versions and effective days are ISO dates', () => {
    for (const { version, effectiveOn } of Object.values(LEGAL_VERSIONS)) {
      expect(version).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(new Date(`${effectiveOn}T00:00:00Z`).toISOString().slice(0, 10)).toBe(effectiveOn)
    }
  })

  it.each(LEGAL_DOCUMENTS)('%s: English and Korean have the same sections, in the same order', (document) => {
    const ids = (lang: string) => markdownOutline(legalSource(document, lang)).map((s) => s.id)
    expect(ids('en').length).toBeGreaterThan(8)
    expect(ids('ko')).toEqual(ids('en'))
  })

  it.each(LEGAL_DOCUMENTS)('%s: only known placeholders, and links that lead somewhere', (document) => {
    const paths = allPages('/business').map((p) => p.path)
    for (const lang of LANGUAGES) {
      const source = legalSource(document, lang)
      const anchors = new Set([...source.matchAll(/\{#([\w-]+)\}/g)].map((m) => m[1]))
      for (const [, name] of source.matchAll(/\{(\w+)(?:,\s*particle,\s*[^}\s]+\s*)?\}/g))
        expect(['brand', 'email', 'phone'], `${lang}: {${name}}`).toContain(name)
      expect(source, lang).not.toMatch(/\}\(으\)로|\{brand\}\{brand/)
      const links: string[] = []
      const walk = (tokens: readonly unknown[]) => {
        for (const token of tokens as Tokens.Generic[]) {
          if (token.type === 'link') links.push((token as Tokens.Link).href)
          if (token.tokens) walk(token.tokens)
          if (token.type === 'list') for (const item of (token as Tokens.List).items) walk(item.tokens)
        }
      }
      walk(lexer(source))
      expect(links.length, lang).toBeGreaterThan(0)
      for (const href of links) {
        if (href.startsWith('#')) expect(anchors.has(href.slice(1)), `${lang}: ${href}`).toBe(true)
        else if (href.startsWith('/')) expect(paths, `${lang}: ${href}`).toContain(href)
        else expect(href, lang).toMatch(/^https:\/\//)
      }
    }
  })
})
