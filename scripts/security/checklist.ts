import fs from 'node:fs'
import path from 'node:path'

/**
 * The security checklist's rows (decision 063), read from `docs/reference/asvs-checklist.md` (the team's
 * checklist, kept in the repository since issue 28).
 */
export interface ChecklistRow {
  kind: 'ASVS' | 'NIST'
  /** "17" for a row of 7b, "N1" for the first rule of 7a. */
  row: string
  /** The ids a tag may name: ASVS 5.0 ids of the row, or the NIST rule's one word. */
  ids: string[]
  /** The ids as the checklist writes them. */
  idsText: string
  requirement: string
  /** The checklist's "automated test on loopback" column (7a: the rule's text). */
  test: string
}

export const REPO_ROOT = path.join(import.meta.dirname, '../..')
export const CHECKLIST_FILE = 'docs/reference/asvs-checklist.md'

/** The 7a rules in the checklist's order: their bold title's start, tag word and short requirement. */
const NIST_RULES = [
  {
    title: 'Length',
    word: 'length',
    short:
      'At least 15 characters when the password is the only factor; at least 64 allowed; code points; never truncated',
  },
  {
    title: 'Blocklist',
    word: 'blocklist',
    short: 'New passwords checked against breached, dictionary and context words, with the reason given',
  },
  {
    title: 'No composition rules',
    word: 'composition',
    short:
      'No composition rules, no periodic rotation, no hints or questions; paste and show-password allowed',
  },
  { title: 'Rate limiting', word: 'throttling', short: 'At most 100 consecutive failures per account' },
] as const

/** Every ASVS id in a cell, ranges such as 3.4.3–3.4.6 spelled out. */
export function idsInCell(cell: string): string[] {
  const ids: string[] = []
  for (const m of cell.matchAll(/(\d+)\.(\d+)\.(\d+)(?:\s*[–-]\s*(\d+)\.(\d+)\.(\d+))?/g)) {
    const [, a, b, c, a2, b2, c2] = m
    if (a2 !== undefined && a2 === a && b2 === b) {
      for (let n = Number(c); n <= Number(c2); n++) ids.push(`${a}.${b}.${n}`)
    } else ids.push(`${a}.${b}.${c}`)
  }
  return [...new Set(ids)]
}

const plain = (text: string) => text.replace(/[*_]/g, '').trim()

export function parseChecklist(markdown: string): ChecklistRow[] {
  const lines = markdown.split('\n')
  const start7a = lines.findIndex((l) => l.startsWith('## 7a.'))
  const start7b = lines.findIndex((l) => l.startsWith('## 7b.'))
  if (start7a < 0 || start7b < 0) throw new Error('checklist: sections 7a and 7b not found')
  const bullets = lines.slice(start7a, start7b).filter((l) => /^- \*\*/.test(l))
  if (bullets.length !== NIST_RULES.length)
    throw new Error(`checklist: 7a has ${bullets.length} rules, not 4`)
  const nist = NIST_RULES.map((rule, i): ChecklistRow => {
    const bullet = bullets[i] as string
    if (!bullet.startsWith(`- **${rule.title}`))
      throw new Error(`checklist: 7a rule ${i + 1} is not ${rule.title}`)
    return {
      kind: 'NIST',
      row: `N${i + 1}`,
      ids: [rule.word],
      idsText: `800-63B: ${rule.title.toLowerCase()}`,
      requirement: rule.short,
      test: plain(bullet.replace(/^- \*\*[^*]+\*\*/, '')),
    }
  })
  const asvs: ChecklistRow[] = []
  for (const line of lines.slice(start7b)) {
    const cells = line.split('|').map((c) => c.trim())
    if (!/^\d+$/.test(cells[1] ?? '')) continue
    const [, row, idsText = '', , requirement = '', test = ''] = cells
    asvs.push({ kind: 'ASVS', row: row as string, ids: idsInCell(idsText), idsText, requirement, test })
  }
  asvs.forEach((r, i) => {
    if (r.row !== String(i + 1)) throw new Error(`checklist: row ${r.row} where ${i + 1} was expected`)
    if (r.ids.length === 0) throw new Error(`checklist: row ${r.row} names no ASVS id`)
  })
  return [...nist, ...asvs]
}

export function readChecklist(file = path.join(REPO_ROOT, CHECKLIST_FILE)): ChecklistRow[] {
  return parseChecklist(fs.readFileSync(file, 'utf8'))
}
