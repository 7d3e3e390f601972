// Helpers of the search boxes' component tests (not a test itself): the parts every vertical's box has.
import { cleanup, render, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { afterEach, beforeEach, expect } from 'vitest'
import { renderInApp } from '../../app/render-in-app.tsx'
import { inKorean, screenWidth, texts, violations } from './place-combobox-test-kit.tsx'

function Where() {
  const location = useLocation()
  return <output aria-label="Now at">{location.pathname + location.search}</output>
}

/** A search box on a page at `path`, with the address the box went to shown ("Now at", read by `nowAt`). */
function inRouter(path: string, box: ReactNode) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={box} />
      </Routes>
      <Where />
    </MemoryRouter>
  )
}

/** Each test of a search box: a wide window and no search remembered before, nothing drawn after. */
export function eachSearchBoxTest() {
  beforeEach(() => {
    screenWidth(1280)
    window.localStorage.clear()
  })
  afterEach(() => {
    cleanup()
    document.body.innerHTML = ''
  })
}

/**
 * A search box's tests: `box` (the form named `label`) on a page at `path`, how a test fills and sends it,
 * where it went, and the checks every vertical's box passes.
 */
export function searchBoxHarness(label: string, path: string, box: () => ReactNode) {
  const page = (shown: ReactNode = box()) => inRouter(path, shown)
  const form = () => screen.getByRole('form', { name: label })
  return {
    page,
    form,
    /** Types into the form's (last) place field named `field` and picks the suggestion matching `option`. */
    async choose(field: string, typed: string, option: RegExp) {
      const user = userEvent.setup()
      await user.type(within(form()).getAllByRole('combobox', { name: field }).at(-1) as HTMLElement, typed)
      await user.click(await screen.findByRole('option', { name: option }))
    },
    search: () => userEvent.setup().click(within(form()).getByRole('button', { name: texts.search })),
    /** What the box says is wrong. */
    alert: () => screen.getByRole('alert').textContent,
    /** Where the box went. */
    nowAt: () => screen.getByRole('status', { name: 'Now at' }).textContent,
    /** Before the page hydrates, the box (drawn in Korean) is a plain GET form to `action` with these fields. */
    expectPlainGetForm(action: string, names: readonly string[]) {
      document.body.innerHTML = renderToString(inKorean(page()))
      const html = screen.getByRole('form') as HTMLFormElement
      expect(html.getAttribute('method')).toBe('get')
      expect(html.getAttribute('action')).toBe(action)
      const named = [...html.elements].map((e) => e.getAttribute('name')).filter(Boolean)
      expect(named).toEqual(expect.arrayContaining([...names]))
    },
    /** The page passes axe in English, then in Korean (where `inKoreanAlso` may check more first). */
    async expectAxeInBothLanguages(inKoreanAlso?: () => void) {
      const content = <main>{page()}</main>
      renderInApp(content)
      expect(await violations()).toEqual([])
      cleanup()
      render(inKorean(content))
      inKoreanAlso?.()
      expect(await violations()).toEqual([])
    },
  }
}
