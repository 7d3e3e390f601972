// @vitest-environment jsdom

import fs from 'node:fs'
import path from 'node:path'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import {
  CONSENT_VERSIONS,
  PRIVACY_LIMITS,
  PRIVACY_LOG_MESSAGES,
} from '../../../../shared/privacy/privacy-contract.ts'
import { realServer } from '../../../testing/app/real-server.ts'
import {
  consentEnvironment,
  koreanPrivacy,
  renderSurface,
  storeFor,
} from '../../../testing/features/consent/consent-test-kit.tsx'
import { CookieBanner } from './cookie-banner.tsx'

describe('the cookie banner', () => {
  const server = realServer()

  const recordOf = (id: string) =>
    server.t.database.db.selectFrom('consent_records').selectAll().where('id', '=', id).execute()

  function show(
    options: {
      startAt?: 'landing' | 'categories'
      active?: boolean
      language?: 'en' | 'ko'
      wrapFetch?: (f: typeof fetch) => typeof fetch
      privacy?: Partial<Parameters<typeof koreanPrivacy>[0]>
    } = {},
  ) {
    const privacy = koreanPrivacy({
      twoPartyPending: false,
      dataTransferPending: false,
      ...options.privacy,
    })
    const store = storeFor(privacy)
    const env = consentEnvironment(server.baseUrl, 'kr', options.wrapFetch)
    const onDone = vi.fn()
    renderSurface(
      <CookieBanner
        store={store}
        privacy={privacy}
        onDone={onDone}
        active={options.active ?? true}
        startAt={options.startAt ?? 'landing'}
        opened={options.startAt === 'categories'}
        env={env}
      />,
      options.language,
    )
    const saves = () =>
      env.jar.requests.filter((r) => r.url.endsWith('/i/api/cookiebanner/v1/consent/record'))
    return { store, env, onDone, saves }
  }
  const region = () => screen.getByRole('region', { name: 'Cookie consent' })
  const savedIds = async (onDone: ReturnType<typeof vi.fn>, store: ReturnType<typeof storeFor>) => {
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce())
    return store.get()
  }

  it('landing: a labelled region with accept, no thanks and select categories; it discloses that accepting includes analytical', () => {
    show()
    const banner = region()
    expect(within(banner).getByRole('heading', { name: 'We value your privacy' })).toBeDefined()
    const accept = within(banner).getByRole('button', { name: 'Accept all' })
    expect(accept.getAttribute('aria-describedby')).toBeTruthy()
    expect(document.getElementById(accept.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(
      /including analytical/,
    )
    expect(within(banner).getByRole('button', { name: 'No thanks' })).toBeDefined()
    expect(within(banner).getByRole('button', { name: 'Select categories' })).toBeDefined()
  })

  it('L-02 accepting without a selection sends every category; the record is accept_all at the banner text, and the store is updated', async () => {
    const { store, onDone, saves } = show()
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }))
    const snapshot = await savedIds(onDone, store)
    expect(snapshot).toMatchObject({
      recorded: true,
      acceptedCategories: ['strictlyNecessary', 'functional', 'advertising', 'analytical'],
    })
    expect(saves()).toHaveLength(1)
    const records = await server.t.database.db
      .selectFrom('consent_records')
      .selectAll()
      .orderBy('recorded_at', 'desc')
      .limit(1)
      .execute()
    expect(records[0]).toMatchObject({
      action: 'accept_all',
      categories: ['strictlyNecessary', 'functional', 'advertising', 'analytical'],
      text_version: CONSENT_VERSIONS.bannerText,
      site: 'kr',
    })
  })

  it('P-05 the first layer offers a refusal: declining sends strictly necessary only', async () => {
    const { store, onDone } = show()
    await userEvent.click(screen.getByRole('button', { name: 'No thanks' }))
    expect((await savedIds(onDone, store)).acceptedCategories).toEqual(['strictlyNecessary'])
  })

  it('category selection: strictly necessary on and disabled, functional and advertising switches; accept selected sends the chosen ones', async () => {
    const { store, onDone } = show()
    await userEvent.click(screen.getByRole('button', { name: 'Select categories' }))
    expect(screen.getByRole('heading', { name: 'Choose cookie categories' })).toBe(document.activeElement)
    const necessary = screen.getByRole('switch', { name: 'Strictly necessary' }) as HTMLInputElement
    expect(necessary.checked).toBe(true)
    expect(necessary.disabled).toBe(true)
    const functional = screen.getByRole('switch', { name: 'Functional' }) as HTMLInputElement
    const advertising = screen.getByRole('switch', { name: 'Advertising' }) as HTMLInputElement
    expect([functional.checked, advertising.checked]).toEqual([false, false])
    expect(screen.queryByRole('switch', { name: 'Analytical' })).toBeNull()
    await userEvent.click(functional)
    expect(functional.getAttribute('aria-checked')).toBe('true')
    await userEvent.click(screen.getByRole('button', { name: 'Accept selected' }))
    expect((await savedIds(onDone, store)).acceptedCategories).toEqual(['strictlyNecessary', 'functional'])
  })

  it('P-03 reopened at the categories, refusing is one button: reject sends strictly necessary only, whatever is switched on', async () => {
    const { store, onDone } = show({ startAt: 'categories' })
    await userEvent.click(screen.getByRole('switch', { name: 'Advertising' }))
    await userEvent.click(screen.getByRole('button', { name: 'Reject all' }))
    expect((await savedIds(onDone, store)).acceptedCategories).toEqual(['strictlyNecessary'])
  })

  it('opened from the side navigation it starts at the category selection, focused', () => {
    show({ startAt: 'categories' })
    expect(screen.getByRole('heading', { name: 'Choose cookie categories' })).toBe(document.activeElement)
  })

  it('category details list the cookie names and domains from the server; back returns to the selection and to the details button', async () => {
    show({ startAt: 'categories' })
    await userEvent.click(screen.getByRole('button', { name: 'Strictly necessary cookies' }))
    const heading = await screen.findByRole('heading', { name: 'Strictly necessary cookies' })
    // Focus follows in the banner's effect, which React may run just after the view appears.
    await waitFor(() => expect(document.activeElement).toBe(heading))
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1)
    const cells = rows.map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    )
    expect(cells).toContainEqual(['fw_sg', '127.0.0.1'])
    expect(cells).toContainEqual(['consent', '127.0.0.1'])
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    const details = screen.getByRole('button', { name: 'Strictly necessary cookies' })
    await waitFor(() => expect(document.activeElement).toBe(details))
  })

  it('a category without cookies is not shown and the error is logged', async () => {
    const { env } = show({ startAt: 'categories' })
    // Functional has no cookies of ours (advertising holds the marketing id, decision 048).
    await userEvent.click(screen.getByRole('button', { name: 'Functional cookies' }))
    await waitFor(() =>
      expect(env.log).toHaveBeenCalledWith(expect.any(Error), {
        message: PRIVACY_LOG_MESSAGES.emptyCategory,
        category: 'functional',
      }),
    )
    expect(screen.queryByRole('table')).toBeNull()
    expect(screen.getByRole('heading', { name: 'Choose cookie categories' })).toBeDefined()
  })

  it('a save that meets a network failure is retried with the same consent id: recorded once', async () => {
    let failures = 1
    const sent: string[] = []
    const { store, onDone } = show({
      wrapFetch: (f) => async (input, init) => {
        if (!String(input).endsWith('/consent/record')) return f(input, init)
        sent.push(JSON.parse(String(init?.body)).consentId)
        const answer = await f(input, init)
        // The server got the first one; its answer was lost.
        if (failures-- > 0) throw new TypeError('Failed to fetch')
        return answer
      },
    })
    await userEvent.click(screen.getByRole('button', { name: 'No thanks' }))
    await savedIds(onDone, store)
    expect(sent).toHaveLength(2)
    expect(sent[1]).toBe(sent[0])
    expect(await recordOf(sent[0] ?? '')).toHaveLength(1)
  })

  it('a save that keeps failing is logged, the banner stays and says so', async () => {
    const { env, onDone } = show({
      wrapFetch: (f) => async (input, init) => {
        if (String(input).endsWith('/consent/record')) throw new TypeError('Failed to fetch')
        return f(input, init)
      },
    })
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }))
    expect(await screen.findByRole('alert')).toBeDefined()
    expect(env.log).toHaveBeenCalledWith(
      expect.any(TypeError),
      expect.objectContaining({ message: PRIVACY_LOG_MESSAGES.consentSave }),
    )
    expect(onDone).not.toHaveBeenCalled()
    expect(region()).toBeDefined()
  })

  it('is keyboard usable: Tab reaches the buttons, Enter opens the categories, Space switches, Enter saves', async () => {
    const { store, onDone } = show()
    const user = userEvent.setup()
    await user.tab()
    expect(document.activeElement?.textContent).toBe('Accept all')
    await user.tab()
    await user.tab()
    expect(document.activeElement?.textContent).toBe('Select categories')
    await user.keyboard('{Enter}')
    await user.tab() // strictly necessary is disabled: its details button is next
    expect(document.activeElement?.textContent).toBe('Strictly necessary cookies')
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('switch', { name: 'Functional' }))
    await user.keyboard(' ')
    await user.tab()
    await user.tab()
    await user.tab()
    await user.tab()
    expect(document.activeElement?.textContent).toBe('Accept selected')
    await user.keyboard('{Enter}')
    expect((await savedIds(onDone, store)).acceptedCategories).toEqual(['strictlyNecessary', 'functional'])
  })

  it('shows the categories in force, as the privacy page says them: all on for an opt-out visitor who chose nothing, none for an opt-in one', () => {
    const optOut = show({
      startAt: 'categories',
      privacy: {
        regulation: 'ccpa',
        model: 'notice',
        acceptedCategories: ['strictlyNecessary', 'functional', 'advertising', 'analytical'],
      },
    })
    expect(optOut.store.get().recorded).toBe(false)
    const on = () =>
      ['Functional', 'Advertising'].map(
        (name) => (screen.getByRole('switch', { name }) as HTMLInputElement).checked,
      )
    expect(on()).toEqual([true, true])
    cleanup()
    show({ startAt: 'categories' })
    expect(on()).toEqual([false, false])
  })

  it('while a dialog above is active it is inert', () => {
    show({ active: false })
    expect(region().hasAttribute('inert')).toBe(true)
  })

  it('speaks Korean on the Korean site', () => {
    show({ language: 'ko' })
    const banner = screen.getByRole('region', { name: '쿠키 동의' })
    expect(within(banner).getByRole('button', { name: '모두 수락' })).toBeDefined()
    expect(within(banner).getByRole('button', { name: '범주 선택' })).toBeDefined()
  })

  it('is as wide and as high as the spec allows, from its stylesheet (no style attribute, which the CSP refuses)', () => {
    const css = fs.readFileSync(path.resolve('web/features/consent/cookie-banner/cookie-banner.css'), 'utf8')
    const rule = /\.fw-cookie-banner \{([^}]*)\}/.exec(css)?.[1] ?? ''
    expect(rule).toContain(`max-width: ${PRIVACY_LIMITS.bannerCompactWidthPx}px;`)
    expect(rule).toContain(`max-height: ${PRIVACY_LIMITS.bannerMaxHeightPercent}vh;`)
  })
})
