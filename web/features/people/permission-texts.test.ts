import { describe, expect, it } from 'vitest'
import { PERMISSION_GROUPS } from '../../../shared/business/permission-groups.ts'
import { PERMISSIONS } from '../../../shared/permissions.ts'
import en from '../../i18n/messages/en.json' with { type: 'json' }
import ko from '../../i18n/messages/ko.json' with { type: 'json' }

type Texts = Record<string, { name?: string; meaning?: string } | undefined>
const catalogues = { en: en.people.permissions as Texts, ko: ko.people.permissions as Texts }
const HANGUL = /\p{Script=Hangul}/u

/** Issue 30 item 9: a permission reaches the role editor only with words for people, in both languages. */
describe('the permissions’ names and meanings', () => {
  it.each(PERMISSIONS)(
    '%s belongs to exactly one group and has a name and a meaning in English and Korean',
    (p) => {
      expect(PERMISSION_GROUPS.filter((g) => (g.permissions as readonly string[]).includes(p))).toHaveLength(
        1,
      )
      for (const [language, texts] of Object.entries(catalogues)) {
        const { name, meaning } = texts[p] ?? {}
        expect(name?.trim(), `${language} name`).toBeTruthy()
        expect(meaning?.trim(), `${language} meaning`).toBeTruthy()
        // Words, not the constant again; Korean in Hangul, not English left in place.
        expect(`${name} ${meaning}`).not.toMatch(/[A-Z]{2,}_[A-Z]/)
        if (language === 'ko') {
          expect(name).toMatch(HANGUL)
          expect(meaning).toMatch(HANGUL)
        }
      }
    },
  )

  it('no two permissions share a name, and no words are kept for a permission that is gone', () => {
    for (const texts of Object.values(catalogues)) {
      expect(Object.keys(texts).sort()).toEqual([...PERMISSIONS].sort())
      const names = PERMISSIONS.map((p) => texts[p]?.name)
      expect(new Set(names).size).toBe(names.length)
    }
  })

  it('every group has a name in English and Korean', () => {
    for (const group of PERMISSION_GROUPS) {
      expect((en.people.permissionGroups as Record<string, string>)[group.id]).toBeTruthy()
      expect((ko.people.permissionGroups as Record<string, string>)[group.id]).toMatch(HANGUL)
    }
  })
})
