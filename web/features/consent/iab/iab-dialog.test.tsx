// @vitest-environment jsdom
import { realServer } from '../../../testing/app/real-server.ts'
import '../../../testing/app/dom-setup.ts'
import { TCString } from '@iabtechlabtcf/core'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import gvl from '../../../../content/iab/vendor-list-v142.json' with { type: 'json' }
import { PRIVACY_API } from '../../../../shared/privacy/privacy-contract.ts'
import { gdprPrivacy, renderIabDialog } from '../../../testing/features/consent/iab/iab-dialog-kit.tsx'

const idsOf = (vector: { forEach(cb: (on: boolean, id: number) => void): void }) => {
  const ids: number[] = []
  vector.forEach((on, id) => {
    if (on) ids.push(id)
  })
  return ids.sort((a, b) => a - b)
}

// The real server answers each view; on a busy machine that can take longer than the default second.

describe('the IAB consent dialog', () => {
  const server = realServer()
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('P-01 the first layer shows the stacks or purposes, the total partner count with a way to the list, and loads no vendor list', async () => {
    const d = renderIabDialog(server.baseUrl)
    const dialog = await screen.findByRole('dialog', { name: 'Your privacy choices' })
    const link = await within(dialog).findByRole('button', { name: /^See our \d+ partners$/ })
    const initial = (await (await fetch(`${server.baseUrl}${PRIVACY_API.iabInitialPrefs}`)).json()) as {
      numVendors: number
    }
    expect(link.textContent).toBe(`See our ${initial.numVendors} partners`)
    expect(initial.numVendors).toBeGreaterThanOrEqual(10)
    expect(
      within(dialog).getByTestId('iab-first-layer-purposes').querySelectorAll('li').length,
    ).toBeGreaterThan(0)
    expect(within(dialog).getByText(/Use precise geolocation data/)).toBeTruthy()
    for (const name of ['Accept all', 'Reject all', 'Manage choices'])
      expect(within(dialog).getByRole('button', { name })).toBeTruthy()
    // No close button unless configured; Escape does not dismiss the first layer.
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull()
    await userEvent.keyboard('{Escape}')
    expect(d.onDone).not.toHaveBeenCalled()
    expect(d.requested(PRIVACY_API.iabDetailedPrefs)).toBe(0)
    expect(d.requested(PRIVACY_API.iabVendors)).toBe(0)
    await userEvent.click(link)
    await within(dialog).findByTestId('iab-vendor-list')
    expect(d.requested(PRIVACY_API.iabDetailedPrefs)).toBe(1)
    expect(d.requested(PRIVACY_API.iabVendors)).toBe(1)
  })

  it('P-02 purposes: a consent switch each, objection switches except for purposes 1, 3, 4, 5, 6, special features off until opted in', async () => {
    renderIabDialog(server.baseUrl, { startAt: 'purposes' })
    const dialog = await screen.findByRole('dialog')
    await within(dialog).findByRole('switch', { name: /^Consent: Store and\/or access/ })
    for (const p of Object.values(gvl.purposes)) {
      expect(within(dialog).getByRole('switch', { name: `Consent: ${p.name}` })).toBeTruthy()
      const li = within(dialog).queryByRole('switch', { name: `Legitimate interest: ${p.name}` })
      if ([1, 3, 4, 5, 6].includes(p.id)) expect(li).toBeNull()
    }
    expect(
      within(dialog).getByRole('switch', { name: `Legitimate interest: ${gvl.purposes['2'].name}` }),
    ).toBeTruthy()
    for (const f of Object.values(gvl.specialFeatures)) {
      const optIn = within(dialog).getByRole('switch', { name: `Allow: ${f.name}` }) as HTMLInputElement
      expect(optIn.checked).toBe(false)
    }
    // Special purposes and features are disclosed, with no switch.
    for (const sp of Object.values(gvl.specialPurposes))
      expect(within(dialog).getAllByText(sp.name).length).toBeGreaterThan(0)
    for (const f of Object.values(gvl.features))
      expect(within(dialog).getAllByText(f.name).length).toBeGreaterThan(0)
    expect(within(dialog).getByRole('button', { name: 'Back' })).toBeTruthy()
    for (const name of ['Accept all', 'Accept selected', 'Reject all'])
      expect(within(dialog).getByRole('button', { name })).toBeTruthy()
    expect(within(dialog).queryByRole('button', { name: 'Withdraw consent' })).toBeNull()
  })

  it('P-06 shows the IAB standard names of the purposes, special purposes, features and special features', async () => {
    renderIabDialog(server.baseUrl, { startAt: 'purposes' })
    const dialog = await screen.findByRole('dialog')
    await within(dialog).findAllByRole('switch')
    const headings = within(dialog)
      .getAllByRole('heading', { level: 4 })
      .map((h) => h.textContent)
    expect(headings).toEqual([
      ...Object.values(gvl.purposes).map((p) => p.name),
      ...Object.values(gvl.specialFeatures).map((f) => f.name),
    ])
    for (const p of Object.values(gvl.purposes))
      expect(within(dialog).getAllByText(p.description).length).toBeGreaterThan(0)
  })

  it('P-02 partners: the purpose filter, consent and objection switches, storage disclosures on show more, the additional partners', async () => {
    const d = renderIabDialog(server.baseUrl, { startAt: 'vendors' })
    const dialog = await screen.findByRole('dialog')
    const list = await within(dialog).findByTestId('iab-vendor-list')
    const shown = () =>
      [...list.querySelectorAll('[data-vendor]')].map((e) => Number(e.getAttribute('data-vendor')))
    expect(shown()).not.toContain(209) // deleted from the vendor list
    expect(shown()).toContain(278)
    // The count is of every partner listed, the additional ones too, as the first layer counts them.
    const count = () => within(dialog).getByText(/^\d+ partners?$/).textContent
    const extraNow = () => within(dialog).queryByTestId('iab-additional-vendor-list')
    expect(count()).toBe(`${shown().length + 3} partners`)
    expect(within(dialog).queryByRole('switch', { name: /^Consent: Integral Ad Science/ })).toBeNull()
    expect(
      within(dialog).getByRole('switch', { name: 'Legitimate interest: The Trade Desk, Inc.' }),
    ).toBeTruthy()
    expect(
      within(dialog).queryByRole('switch', { name: 'Legitimate interest: Index Exchange Inc.' }),
    ).toBeNull()

    await userEvent.click(within(dialog).getByRole('button', { name: /Filter by purpose/ }))
    const listbox = await screen.findByRole('listbox')
    await userEvent.click(within(listbox).getByRole('option', { name: gvl.purposes['11'].name }))
    await waitFor(() => expect(shown()).toEqual([32, 132]))
    // Google's additional partners declare no IAB purpose: a purpose filter leaves them out of list and count.
    expect(extraNow()).toBeNull()
    expect(count()).toBe('2 partners')

    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Show more about Microsoft Advertising (Xandr)' }),
    )
    const details = await within(dialog).findByTestId('iab-vendor-details-32')
    await within(details).findByRole('table')
    expect(d.requested(PRIVACY_API.iabDeviceStorageDisclosure)).toBe(1)
    const cells = within(details)
      .getAllByRole('cell')
      .map((c) => c.textContent)
    expect(cells.some((c) => /^(\d+ (years?|days?|hours?|minutes?|seconds?) ?)+$/.test(c ?? ''))).toBe(true)
    expect(cells).toContain('Cookie')

    await userEvent.click(within(dialog).getByRole('button', { name: /Filter by purpose/ }))
    await userEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'All purposes' }),
    )
    const extra = await within(dialog).findByTestId('iab-additional-vendor-list')
    expect(
      within(extra)
        .getAllByRole('switch')
        .map((s) => s.getAttribute('aria-label')),
    ).toEqual(['Consent: Tradedoubler AB', 'Consent: Travel Audience GmbH', 'Consent: Awin AG'])
  })

  it('S-16 accept selected saves exactly the switches turned on; the store, the CMP and the host hear it', async () => {
    const d = renderIabDialog(server.baseUrl, { startAt: 'purposes' })
    const dialog = await screen.findByRole('dialog')
    await userEvent.click(
      await within(dialog).findByRole('switch', { name: `Consent: ${gvl.purposes['1'].name}` }),
    )
    await userEvent.click(
      within(dialog).getByRole('switch', { name: `Legitimate interest: ${gvl.purposes['7'].name}` }),
    )
    await userEvent.click(
      within(dialog).getByRole('switch', { name: `Allow: ${gvl.specialFeatures['1'].name}` }),
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Manage partners' }))
    await userEvent.click(
      await within(dialog).findByRole('switch', { name: 'Consent: The Trade Desk, Inc.' }),
    )
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Consent: Awin AG' }))
    await d.startCmp()
    const events: string[] = []
    ;(window as unknown as { __tcfapi: (...a: unknown[]) => void }).__tcfapi(
      'addEventListener',
      2,
      (data: { eventStatus: string }) => events.push(data.eventStatus),
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept selected' }))
    await waitFor(() => expect(d.onDone).toHaveBeenCalledOnce())
    const { tcString, acString, recorded, acceptedCategories } = d.store.get()
    expect(recorded).toBe(true)
    expect(acString).toBe('2~2072~dv.89.1097')
    expect(acceptedCategories).toContain('strictlyNecessary')
    const tc = TCString.decode(tcString ?? '')
    expect(idsOf(tc.purposeConsents)).toEqual([1])
    expect(idsOf(tc.vendorConsents)).toEqual([21])
    expect(idsOf(tc.specialFeatureOptins)).toEqual([1])
    expect(idsOf(tc.purposeLegitimateInterests)).not.toContain(7)
    expect(idsOf(tc.purposeLegitimateInterests)).toContain(2)
    await waitFor(() => expect(events.at(-1)).toBe('useractioncomplete'))
  })

  it('the close button shows only when configured, and closes without a choice; withdraw shows once a choice stands', async () => {
    const first = renderIabDialog(server.baseUrl, { privacy: gdprPrivacy({ iabCloseButton: true }) })
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }))
    expect(first.onDone).toHaveBeenCalledOnce()
    expect(first.store.get().recorded).toBe(false)
    cleanup()

    const saver = renderIabDialog(server.baseUrl)
    await userEvent.click(await screen.findByRole('button', { name: 'Reject all' }))
    await waitFor(() => expect(saver.onDone).toHaveBeenCalled())
    const tcString = saver.store.get().tcString
    const cookies = new Map(saver.jar.cookies)
    cleanup()

    // A returning visitor who reopens the dialog: the browser holds the saved strings.
    renderIabDialog(server.baseUrl, {
      privacy: gdprPrivacy({ recorded: true, tcString }),
      opened: true,
      cookies,
    })
    expect(await screen.findByRole('button', { name: 'Withdraw consent' })).toBeTruthy()
  })

  it('speaks Korean with the Korean catalogue', async () => {
    renderIabDialog(server.baseUrl, { language: 'ko' })
    expect(await screen.findByRole('dialog', { name: '개인정보 보호 선택' })).toBeTruthy()
    expect(await screen.findByRole('button', { name: '모두 동의' })).toBeTruthy()
  })
})
