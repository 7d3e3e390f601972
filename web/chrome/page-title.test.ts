import { describe, expect, it } from 'vitest'
import { createI18n, type Messages } from '../i18n/create-i18n.ts'
import en from '../i18n/messages/en.json' with { type: 'json' }
import { isNoindex, pageTitle } from './page-title.ts'

const { t } = createI18n('en', 'en-US', en as Messages)

describe('page titles', () => {
  it('take the title from the section the page names, pages by default', () => {
    expect(pageTitle([{ handle: { pageId: 'help' } }], t, 'Fernway')).toBe('Help and FAQ | Fernway')
    expect(pageTitle([{ handle: { pageId: 'signout', messages: 'authPages' } }], t, 'Fernway')).toBe(
      'Sign out | Fernway',
    )
  })

  it('name the brand alone while a page’s texts are missing (its chunk failed to load)', () => {
    const bare = createI18n('en', 'en-US', { pages: { home: en.pages.home } } as Messages)
    expect(pageTitle([{ handle: { pageId: 'help' } }], bare.t, 'Fernway')).toBe('Fernway')
    expect(pageTitle([{ handle: { pageId: 'home' } }], bare.t, 'Fernway')).toBe('Travel with Fernway')
  })

  it('mark pages that asked not to be listed', () => {
    expect(isNoindex([{ handle: { pageId: 'help' } }])).toBe(false)
    expect(isNoindex([{}, { route: { handle: { pageId: 'confirm', noindex: true } } }])).toBe(true)
  })
})
