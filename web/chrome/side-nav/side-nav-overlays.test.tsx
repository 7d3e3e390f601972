// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { installViewport, renderSideNav } from '../../testing/chrome/side-nav/side-nav-test-kit.tsx'

const viewport = installViewport(900)

describe('the side navigation as an overlay (hidden drawer, dialog, accordion)', () => {
  beforeEach(() => viewport.resize(900))
  afterEach(cleanup)
  const toggle = () => screen.getByRole('button', { name: 'Menu' })

  it('is a hidden drawer at medium width: the toggle opens it onto its first entry, Escape closes it back', async () => {
    const user = userEvent.setup()
    const { root } = renderSideNav('/')
    expect(root().dataset.variant).toBe('hiddenDrawer')
    expect(root().dataset.open).toBeUndefined()
    await user.click(toggle())
    expect(root().dataset.open).toBe('true')
    expect(toggle().getAttribute('aria-expanded')).toBe('true')
    expect(document.activeElement?.textContent).toBe('Search')
    await user.keyboard('{Escape}')
    expect(root().dataset.open).toBeUndefined()
    expect(document.activeElement).toBe(toggle())
  })

  it('closes on a click outside, and on the bus’s sideNav:close; opens on sideNav:open', async () => {
    const user = userEvent.setup()
    const { root, bus } = renderSideNav('/')
    await user.click(toggle())
    fireEvent.pointerDown(screen.getByTestId('outside'))
    expect(root().dataset.open).toBeUndefined()
    act(() => void bus.publish('sideNav:open', {}))
    expect(root().dataset.open).toBe('true')
    act(() => void bus.publish('sideNav:close', {}))
    expect(root().dataset.open).toBeUndefined()
  })

  it('closes when the visitor follows an entry (route change)', async () => {
    const user = userEvent.setup()
    const { root } = renderSideNav('/')
    await user.click(toggle())
    await user.click(screen.getByRole('link', { name: 'Trips' }))
    expect(await screen.findByRole('heading', { name: 'trips' })).toBeTruthy()
    expect(root().dataset.open).toBeUndefined()
  })

  it('closes when the breakpoint changes its variant, and stays open when it does not', async () => {
    const user = userEvent.setup()
    const { root } = renderSideNav('/')
    await user.click(toggle())
    act(() => viewport.resize(800)) // still medium: still a hidden drawer
    expect(root().dataset.open).toBe('true')
    act(() => viewport.resize(1440))
    expect(root().dataset.variant).toBe('drawer')
    expect(root().dataset.open).toBeUndefined()
    expect(root().dataset.expanded).toBeUndefined()
  })

  it('is an accordion on a responsive page below the drawer’s width; groups unfold; widening collapses it', async () => {
    const user = userEvent.setup()
    act(() => viewport.resize(390))
    const { root } = renderSideNav('/help')
    expect(root().dataset.variant).toBe('accordion')
    await user.click(toggle())
    const fold = screen.getByRole('button', { name: 'Get help and more' })
    expect(fold.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('link', { name: 'Help centre' })).toBeNull()
    await user.click(fold)
    expect(fold.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('link', { name: 'Help centre' }).getAttribute('aria-current')).toBe('page')
    act(() => viewport.resize(1440))
    expect(root().dataset.variant).toBe('drawer')
    expect(root().dataset.open).toBeUndefined()
    expect(screen.queryByRole('button', { name: 'Get help and more' })).toBeNull()
  })

  it('is a modal dialog at extra-small width, closed by Escape with focus back on the toggle', async () => {
    const user = userEvent.setup()
    act(() => viewport.resize(390))
    const { root } = renderSideNav('/')
    expect(root().dataset.variant).toBe('dialog')
    await user.click(toggle())
    // The dialog and React Aria load on first use (their own chunk).
    const dialog = await screen.findByRole('dialog', { name: 'Site navigation' }, { timeout: 5000 })
    expect(dialog.querySelectorAll('a[href="/trips"]')).toHaveLength(1)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(root().dataset.open).toBeUndefined()
    // React Aria gives focus back a frame after the dialog leaves.
    await waitFor(() => expect(document.activeElement).toBe(toggle()))
  })
})
