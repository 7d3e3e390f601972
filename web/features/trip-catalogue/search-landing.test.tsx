// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { createEventBus } from '../../../shared/event-bus.ts'
import { AppProviders } from '../../app/providers.tsx'
import { testGlobalState } from '../../app/test-support/global-state.ts'
import { createI18n, type Messages } from '../../i18n/create-i18n.ts'
import en from '../../i18n/messages/en.json' with { type: 'json' }
import { SearchLanding } from './search-landing.tsx'

afterEach(cleanup)

function renderLanding(path: string, vertical: 'hotel' | 'train') {
  const router = createMemoryRouter(
    [
      { path, element: <SearchLanding vertical={vertical} /> },
      { path: '*', element: <p>results</p> },
    ],
    { initialEntries: [path] },
  )
  render(
    <AppProviders
      state={testGlobalState()}
      i18n={createI18n('en', 'en-US', en as Messages)}
      bus={createEventBus()}
    >
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return router
}

describe('a vertical’s search form, the side navigation’s plain link (decision 048)', () => {
  it('opens the hotel results page for the chosen place and dates', async () => {
    const user = userEvent.setup()
    const router = renderLanding('/hotels', 'hotel')
    expect(screen.getByRole('heading', { level: 1, name: 'Hotels' })).toBeTruthy()
    await user.selectOptions(screen.getByLabelText('Destination'), 'tokyo')
    await user.type(screen.getByLabelText('Check-in'), '2026-12-01')
    await user.type(screen.getByLabelText('Check-out'), '2026-12-04')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(router.state.location.pathname).toBe('/hotels/search/tokyo/2026-12-01/2026-12-04')
  })

  it('opens the train results page from and to the chosen places', async () => {
    const user = userEvent.setup()
    const router = renderLanding('/trains', 'train')
    await user.selectOptions(screen.getByLabelText('From'), 'paris')
    await user.selectOptions(screen.getByLabelText('To'), 'london')
    await user.type(screen.getByLabelText('Date'), '2026-12-01')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(router.state.location.pathname).toBe('/trains/search/paris-london/2026-12-01')
  })
})
