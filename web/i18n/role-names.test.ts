import { describe, expect, it } from 'vitest'
import { ROLE_TEMPLATES } from '../../shared/roles.ts'
import { createI18n, type Messages } from './create-i18n.ts'
import ko from './messages/ko.json' with { type: 'json' }
import { roleName } from './role-names.ts'

describe('role names', () => {
  it('names every built-in role in Korean, by its template or its stored name, and keeps custom names', () => {
    const { t } = createI18n('ko', 'ko-KR', ko as Messages)
    for (const [key, template] of Object.entries(ROLE_TEMPLATES)) {
      const korean = roleName(t, { name: template.name, templateKey: key })
      expect(korean, key).toMatch(/^[가-힣 ]+$/)
      expect(roleName(t, { name: template.name })).toBe(korean)
    }
    expect(roleName(t, { name: 'Field sales lead', templateKey: null })).toBe('Field sales lead')
  })
})
