// @vitest-environment jsdom
import { realServer } from '../../../testing/app/real-server.ts'
import '../../../testing/app/dom-setup.ts'
import { TCString } from '@iabtechlabtcf/core'
import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createIabVendorListRepository } from '../../../../server/repositories/iab-vendor-list.repository.ts'
import { importGvl } from '../../../../server/services/privacy/iab/gvl-import.ts'
import { generateVendorList } from '../../../../server/testing/privacy/iab/gvl-fixture.ts'
import { PRIVACY_API } from '../../../../shared/privacy/privacy-contract.ts'
import { axeViolations } from '../../../testing/app/axe.ts'
import { renderIabDialog } from '../../../testing/features/consent/iab/iab-dialog-kit.tsx'
import { VENDOR_PAGE } from './iab-vendors.tsx'

const LOAD = { timeout: 10_000 }
interface TFixtureVendor {
  id: number
  name: string
  purposes: number[]
  legIntPurposes: number[]
  deletedDate?: string
}
const list = generateVendorList(150)
const shownVendors = Object.values(list.vendors as Record<string, TFixtureVendor>).filter(
  (v) => !v.deletedDate,
)

describe('the IAB dialog with a real-sized vendor list (decision 103)', () => {
  const server = realServer()
  beforeAll(async () => {
    // As `npm run gvl` stores it; the server takes it up as its minute's poll would.
    await importGvl(createIabVendorListRepository(server.t.database.db), 142, {
      list,
      translations: new Map(),
    })
    await server.t.app.services.iab.refresh()
  })
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('loads the thousand partners only when their view opens, draws them a page at a time, and stays accessible', async () => {
    const d = renderIabDialog(server.baseUrl, { startAt: 'purposes' })
    const dialog = await screen.findByRole('dialog')
    await within(dialog).findByRole('button', { name: 'Manage partners' }, LOAD)
    expect(d.requested(PRIVACY_API.iabVendors)).toBe(0)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Manage partners' }))
    const rows = await within(dialog).findByTestId('iab-vendor-list', {}, LOAD)
    expect(d.requested(PRIVACY_API.iabVendors)).toBe(1)
    // Every partner counts, the three additional ones too; a page of them is drawn.
    expect(within(dialog).getByText('1,003 partners')).toBeTruthy()
    expect(rows.querySelectorAll('[data-vendor]')).toHaveLength(VENDOR_PAGE)
    await userEvent.click(within(dialog).getByRole('button', { name: `Show ${VENDOR_PAGE} more partners` }))
    expect(rows.querySelectorAll('[data-vendor]')).toHaveLength(2 * VENDOR_PAGE)
    expect(await axeViolations()).toEqual([])
  }, 60_000)

  it('finds a partner by name, with the purpose filter beside the search, from the keyboard, and saves its consent', async () => {
    const d = renderIabDialog(server.baseUrl, { startAt: 'vendors' })
    const dialog = await screen.findByRole('dialog')
    const rows = await within(dialog).findByTestId('iab-vendor-list', {}, LOAD)
    const target = shownVendors.find((v) => v.id > 900 && v.purposes.includes(1))
    if (!target) throw new Error('the fixture has no such vendor')
    const search = within(dialog).getByRole('searchbox', { name: 'Search partners' })
    search.focus()
    await userEvent.keyboard(target.name)
    await waitFor(() => expect(within(dialog).getByText('1 partner')).toBeTruthy())
    expect(
      [...rows.querySelectorAll('[data-vendor]')].map((e) => Number(e.getAttribute('data-vendor'))),
    ).toEqual([target.id])
    expect(within(dialog).queryByTestId('iab-additional-vendor-list')).toBeNull()

    // The purpose filter narrows the found partners further: none of them declares this one.
    const unused = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].find(
      (p) => !target.purposes.includes(p) && !target.legIntPurposes.includes(p),
    )
    if (unused !== undefined) {
      await userEvent.click(within(dialog).getByRole('button', { name: /Filter by purpose/ }))
      const listbox = await screen.findByRole('listbox')
      await userEvent.click(within(listbox).getAllByRole('option')[unused] as HTMLElement)
      await waitFor(() => expect(within(dialog).getByText('0 partners')).toBeTruthy())
      await userEvent.click(within(dialog).getByRole('button', { name: /Filter by purpose/ }))
      await userEvent.click(
        within(await screen.findByRole('listbox')).getByRole('option', { name: 'All purposes' }),
      )
    }

    // The partner's consent switch, switched with the space bar.
    const consent = await within(dialog).findByRole('switch', { name: `Consent: ${target.name}` })
    consent.focus()
    await userEvent.keyboard(' ')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept selected' }))
    await waitFor(() => expect(d.onDone).toHaveBeenCalledOnce())
    const tc = TCString.decode(d.store.get().tcString ?? '')
    expect(tc.vendorListVersion).toBe(150)
    expect(tc.vendorConsents.has(target.id)).toBe(true)
    expect(tc.vendorConsents.size).toBe(1)
  }, 60_000)
})
