// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { renderToStaticMarkup } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createEventBus } from '../../../shared/event-bus.ts'
import type { TGlobalState } from '../../../shared/global-state.ts'
import { AppProviders } from '../../app/providers.tsx'
import { createI18n, type Messages } from '../../i18n/create-i18n.ts'
import en from '../../i18n/messages/en.json' with { type: 'json' }
import ko from '../../i18n/messages/ko.json' with { type: 'json' }
import { testGlobalState } from '../../testing/app/global-state.ts'
import { helpArticles } from './help-content.ts'
import { HelpPage } from './help-page.tsx'

const support = { email: 'care@skylark.example', phone: '+44 20 7946 0000' }
const texts = en.helpPage

function page(url = '/help', state: Partial<TGlobalState> = { support }, language: 'en' | 'ko' = 'en') {
  const router = createMemoryRouter([{ path: '/help', element: <HelpPage /> }], { initialEntries: [url] })
  const i18n = createI18n(
    language,
    language === 'ko' ? 'ko-KR' : 'en-US',
    (language === 'ko' ? ko : en) as Messages,
  )
  return {
    router,
    node: (
      <AppProviders state={testGlobalState({ ...state, language })} i18n={i18n} bus={createEventBus()}>
        <RouterProvider router={router} />
      </AppProviders>
    ),
  }
}

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  window.location.hash = ''
})

describe('the help page on the server', () => {
  it('renders every article with its answer hidden, grouped by category, contacts filled in', () => {
    const html = renderToStaticMarkup(page().node)
    for (const article of helpArticles('en')) {
      expect(html).toContain(`id="help-${article.id}"`)
      expect(html).toContain(`aria-controls="help-${article.id}-answer"`)
    }
    expect(html.match(/aria-expanded="false"/g)?.length).toBe(helpArticles('en').length)
    expect(html.match(/ hidden=""/g)?.length).toBe(helpArticles('en').length)
    for (const title of Object.values(texts.categories)) expect(html).toContain(`>${title}</h2>`)
    expect(html).toContain('href="mailto:care@skylark.example"')
    expect(html).toContain('href="tel:+442079460000"')
    expect(html).not.toContain('{email}')
    expect(html).not.toContain('{phone}')
    expect(html).toContain('<search')
    expect(html).toContain('action="/help"')
  })

  it('answers ?q= with the results, so a search works without JavaScript', () => {
    const html = renderToStaticMarkup(page('/help?q=passkey').node)
    expect(html).toContain(`>${texts.results.title}</h2>`)
    expect(html).toContain('<mark>passkey</mark>')
    expect(html).not.toContain(`>${texts.categories.privacy}</h2>`)
  })

  it('renders the Korean articles for the Korean site, and a plain phrase without configured contacts', () => {
    const html = renderToStaticMarkup(page('/help', {}, 'ko').node)
    expect(html).toContain(ko.helpPage.categories.account)
    expect(html).toContain(helpArticles('ko')[0]?.title)
    expect(html).toContain(ko.helpPage.contact.fallback)
    expect(html).not.toContain('mailto:')
  })
})

describe('the help page in the browser', () => {
  it('searches as the visitor types, after the debounce, marks the words and keeps ?q= in step', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const { node, router } = page()
    render(node)
    await user.type(screen.getByRole('searchbox', { name: texts.search.label }), 'passkey')
    expect(screen.queryByRole('heading', { name: texts.results.title })).toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(300))
    const results = screen.getByRole('region', { name: texts.results.title })
    const first = within(results).getAllByRole('button')[0] as HTMLElement
    expect(first.textContent).toBe('What is a passkey and how do I use one?')
    expect(first.querySelector('mark')?.textContent).toBe('passkey')
    expect(screen.getByRole('status').textContent).toMatch(/articles? match(es)? “passkey”/)
    expect(router.state.location.search).toBe('?q=passkey')
  })

  it('shows an empty state that clears the search and puts focus back in the box', async () => {
    const user = userEvent.setup()
    render(page('/help?q=zebra%20crossing').node)
    expect(screen.getByText('No articles match “zebra crossing”.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: texts.search.clear }))
    const box = screen.getByRole('searchbox', { name: texts.search.label }) as HTMLInputElement
    expect(box.value).toBe('')
    expect(document.activeElement).toBe(box)
    expect(screen.getByRole('heading', { name: texts.categories.account })).toBeTruthy()
  })

  it('opens and closes answers from the keyboard, and moves between questions with the arrow keys', async () => {
    const user = userEvent.setup()
    render(page().node)
    const section = screen.getByRole('region', { name: texts.categories.account })
    const [first, second] = within(section).getAllByRole('button') as HTMLButtonElement[]
    first?.focus()
    await user.keyboard('{Enter}')
    expect(first?.getAttribute('aria-expanded')).toBe('true')
    const panel = document.getElementById(first?.getAttribute('aria-controls') ?? '') as HTMLElement
    expect(panel.hidden).toBe(false)
    expect(panel.textContent).toContain('Sign in')
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(second)
    await user.keyboard('{End}')
    expect(document.activeElement).toBe(within(section).getAllByRole('button').at(-1))
    await user.keyboard('{Home}')
    expect(document.activeElement).toBe(first)
    await user.keyboard(' ')
    expect(first?.getAttribute('aria-expanded')).toBe('false')
    expect(panel.hidden).toBe(true)
  })

  it('opens the answer a #link names, and submitting the form searches at once', async () => {
    window.location.hash = '#help-california-opt-out'
    render(page().node)
    const question = await screen.findByRole('button', { name: /opt out of the sale/ })
    expect(question.getAttribute('aria-expanded')).toBe('true')
    expect(document.activeElement).toBe(question)
    const box = screen.getByRole('searchbox', { name: texts.search.label })
    fireEvent.change(box, { target: { value: 'currency' } })
    fireEvent.submit(box.closest('form') as HTMLFormElement)
    expect(await screen.findByRole('heading', { name: texts.results.title })).toBeTruthy()
  })
})
