import { describe, expect, it } from 'vitest'
import {
  entrySections,
  LAZY_SECTIONS,
  lazySection,
  mergeCatalogue,
  type TCatalogue,
} from './catalogue-sections.ts'
import { addEnglishMessages, createI18n } from './create-i18n.ts'
import en from './messages/en.json' with { type: 'json' }

const catalogue: TCatalogue = {
  chrome: { header: { signIn: 'Sign in' } },
  signIn: { trigger: { register: 'Create account' }, landing: { title: 'Welcome' } },
  authPages: { signout: { title: 'Sign out' } },
}
const lazy = { signIn: ['trigger'], authPages: [] }

describe('catalogue sections', () => {
  it('leaves lazy sections out of the entry, keeping only their first-view keys', () => {
    expect(entrySections(catalogue, lazy)).toEqual({
      chrome: { header: { signIn: 'Sign in' } },
      signIn: { trigger: { register: 'Create account' } },
    })
  })

  it('keeps one key of every child with a *.key entry, beside whole children named outright', () => {
    const pages: TCatalogue = {
      pages: {
        home: { title: 'Home', about: 'All of it' },
        help: { title: 'Help', about: 'Only with its area' },
        odd: 'no children',
      },
    }
    expect(entrySections(pages, { pages: ['*.title', 'home'] })).toEqual({
      pages: { home: { title: 'Home', about: 'All of it' }, help: { title: 'Help' } },
    })
  })

  it('gives one lazy section as a catalogue, and refuses an unknown one', () => {
    expect(lazySection(catalogue, 'authPages')).toEqual({ authPages: { signout: { title: 'Sign out' } } })
    expect(() => lazySection(catalogue, 'nope')).toThrow(/no section nope/)
  })

  it('merges a lazy section into what the entry kept of it', () => {
    const entry = entrySections(catalogue, lazy)
    mergeCatalogue(entry, lazySection(catalogue, 'signIn'))
    expect(entry).toEqual({ chrome: catalogue.chrome, signIn: catalogue.signIn })
  })

  it('names only sections that exist in en.json', () => {
    for (const [name, keys] of Object.entries(LAZY_SECTIONS)) {
      const section = (en as TCatalogue)[name]
      expect(typeof section, name).toBe('object')
      for (const key of keys.filter((k) => !k.startsWith('*.'))) {
        expect((section as TCatalogue)[key], `${name}.${key}`).toBeDefined()
      }
    }
  })

  it('translates a lazy key only once its section is added', async () => {
    const { default: accountMenu } = await import('virtual:fw-messages/section/accountMenu')
    const i18n = createI18n('en', 'en-US', {})
    expect(i18n.t('chrome.header.signIn')).toBe('Sign in')
    // The entry keeps the trigger's label, not the rest of the section.
    expect(i18n.t('accountMenu.trigger.label', { name: 'A' })).toBe('Account menu: A')
    expect(i18n.t('accountMenu.signOut')).toBe('accountMenu.signOut')
    addEnglishMessages(accountMenu)
    expect(i18n.t('accountMenu.signOut')).toBe(en.accountMenu.signOut)
    expect(i18n.t('accountMenu.trigger.label', { name: 'A' })).toBe('Account menu: A')
  })
})
