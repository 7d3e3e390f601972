import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { allPages, POLICY_VERTICALS, policySections } from '../routes/catalogue.ts'
import { formatIcu } from './icu-message.ts'
import en from './messages/en.json' with { type: 'json' }
import ko from './messages/ko.json' with { type: 'json' }

type Catalogue = { [key: string]: string | Catalogue }

function flatten(node: Catalogue, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(node)) {
    const full = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(full, value)
    else for (const [k, v] of flatten(value, full)) out.set(k, v)
  }
  return out
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

const english = flatten(en as Catalogue)
const korean = flatten(ko as Catalogue)
const webDir = path.resolve('web')

// An argument is a name closed by `}` or `,`: a select's option text (`{Approve a booking}`) is not one.
const ARGUMENT = /\{\s*([A-Za-z]+)\s*[,}]/g

describe('message catalogues', () => {
  it('English and Korean hold the same keys', () => {
    expect([...korean.keys()].sort()).toEqual([...english.keys()].sort())
  })

  it('every message is a valid ICU message with the same arguments in both languages', () => {
    for (const [key, message] of english) {
      const args = new Set([...message.matchAll(ARGUMENT)].map((m) => m[1]))
      const koArgs = new Set([...(korean.get(key) ?? '').matchAll(ARGUMENT)].map((m) => m[1]))
      expect(koArgs, key).toEqual(args)
      const values = Object.fromEntries([...args].map((a) => [a, 2]))
      expect(() => formatIcu(message, values, 'en-US'), key).not.toThrow()
      expect(() => formatIcu(korean.get(key) ?? '', values, 'ko-KR'), key).not.toThrow()
    }
  })

  it('Korean messages let the formatter choose a particle after a name, never both forms written out', () => {
    // {city}(으)로 reads as a form; {city, particle, 으로} gives 서울로 or 부산으로 (decision 005's amendment).
    const lazy = [...korean].filter(([, text]) => /\}(\(으\)로|을\(를\)|은\(는\)|이\(가\))/.test(text))
    expect(lazy.map(([key]) => key)).toEqual([])
  })

  it('every page of the route table has a title and a description', () => {
    for (const page of [...allPages('/business'), { id: 'home' }, { id: 'notFound' }]) {
      const section = ('messages' in page && page.messages) || 'pages'
      expect(english.has(`${section}.${page.id}.title`), page.id).toBe(true)
      expect(english.has(`${section}.${page.id}.about`), page.id).toBe(true)
    }
  })

  it('every policy vertical and section has a label', () => {
    for (const v of POLICY_VERTICALS) {
      expect(english.has(`labels.verticals.${v}`), v).toBe(true)
      for (const s of policySections(v)) expect(english.has(`labels.policySections.${s}`), s).toBe(true)
    }
  })

  it('every literal key the web code asks for exists', () => {
    const used = sourceFiles(webDir).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([A-Za-z0-9_.]+)'/g)].map((m) => [
        file,
        m[1] as string,
      ]),
    )
    expect(used.length).toBeGreaterThan(5)
    for (const [file, key] of used) expect(english.has(key as string), `${key} in ${file}`).toBe(true)
  })

  it('no component writes user-facing text outside the catalogues', () => {
    // JSX text between tags with a letter in it, e.g. >Sign in<, is a text that skipped translation.
    const offenders = sourceFiles(webDir)
      .filter((f) => f.endsWith('.tsx'))
      .flatMap((file) =>
        [
          ...fs
            .readFileSync(file, 'utf8')
            .matchAll(/(?:<[a-z][\w.]*(?:\s[^<>]*)?|<\/[\w.]*)>([^<>{}]*\p{L}[^<>{}]*)<[/a-zA-Z]/gu),
        ].map((m) => `${file}: ${m[1]?.trim()}`),
      )
    expect(offenders).toEqual([])
  })
})
