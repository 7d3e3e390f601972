import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createI18n, type Messages } from '../../i18n/create-i18n.ts'
import en from '../../i18n/messages/en.json' with { type: 'json' }
import ko from '../../i18n/messages/ko.json' with { type: 'json' }
import { auditActionText, auditTargetText } from './audit-entry-text.ts'

const korean = createI18n('ko', 'ko-KR', ko as Messages).t
const english = createI18n('en', 'en-US', en as Messages).t

/** Every audit action the server writes as a literal (`action: 'company.logo.upload'`, or by targetChange). */
function recordedActions(): string[] {
  const found = new Set<string>()
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(file)
      else if (file.endsWith('.ts') && !file.endsWith('.test.ts')) {
        const source = fs.readFileSync(file, 'utf8')
        for (const m of source.matchAll(/action: '([a-z][a-zA-Z]*(?:\.[a-zA-Z]+)+)'/g))
          found.add(m[1] as string)
        // targetChange('role', 'create', ...) records `role.create`.
        for (const m of source.matchAll(/targetChange\(\s*'([a-z][a-zA-Z]*)',\s*'([a-zA-Z]+)'/g))
          found.add(`${m[1]}.${m[2]}`)
      }
    }
  }
  walk(path.resolve(import.meta.dirname, '../../../server/services'))
  return [...found]
}

describe('the audit log’s words', () => {
  it('says what every recorded action did in English and Korean, never its code', () => {
    const actions = recordedActions()
    expect(actions.length).toBeGreaterThan(50)
    for (const action of actions) {
      expect(auditActionText(english, action), action).not.toMatch(/\.|^A change$/)
      expect(auditActionText(korean, action), action).toMatch(/[가-힣]/)
    }
  })

  it('names an action newer than the catalogue by its area, or as a change', () => {
    expect(auditActionText(korean, 'company.somethingNew')).toBe('회사 설정')
    expect(auditActionText(korean, 'unheard.of')).toBe('변경')
    expect(auditActionText(english, 'unheard.of')).toBe('A change')
  })

  it('translates feature, plan and built-in role targets and keeps names people gave', () => {
    expect(
      auditTargetText(english, { action: 'company.feature.disable', targetLabel: 'EXPENSIFY_INTEGRATION' }),
    ).toBe('Expensify')
    expect(auditTargetText(korean, { action: 'company.plan.upgrade', targetLabel: 'bizPlus' })).not.toBe(
      'bizPlus',
    )
    expect(auditTargetText(korean, { action: 'role.update', targetLabel: 'Approver' })).toBe('승인자')
    expect(auditTargetText(korean, { action: 'group.rename', targetLabel: 'Field sales' })).toBe(
      'Field sales',
    )
  })
})
