// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { windowWidth } from '../testing/app/window-width.ts'
import { DialogFrame } from './dialog-frame.tsx'

const overlay = () => document.querySelector('.fw-overlay')?.className

describe('the one dialog frame', () => {
  afterEach(cleanup)

  it('is a popup on wide screens, named by its heading, its content in the feature’s box', () => {
    windowWidth(true)
    render(
      <DialogFrame title="Rename trip" narrow="fullscreen" className="fw-trip-dialog" onClose={() => {}}>
        <p>Body</p>
      </DialogFrame>,
    )
    const dialog = screen.getByRole('dialog', { name: 'Rename trip' })
    expect(overlay()).toContain('fw-overlay--popup')
    expect(dialog.querySelector('.fw-trip-dialog h2, .fw-trip-dialog [slot="title"]')).toBeTruthy()
    expect(dialog.querySelector('.fw-trip-dialog p')?.textContent).toBe('Body')
  })

  it('is a bottom sheet or the whole screen below ML, as the feature asks', () => {
    windowWidth(false)
    const sheet = render(
      <DialogFrame title="Support" narrow="sheet" className="fw-company-files-dialog" onClose={() => {}}>
        <p>Body</p>
      </DialogFrame>,
    )
    expect(overlay()).toContain('fw-overlay--sheet')
    sheet.unmount()
    render(
      <DialogFrame title="Share" narrow="fullscreen" className="fw-trip-dialog" onClose={() => {}}>
        <p>Body</p>
      </DialogFrame>,
    )
    expect(overlay()).toContain('fw-overlay--fullscreen')
  })

  it('closes on Escape', async () => {
    windowWidth(true)
    const onClose = vi.fn()
    render(
      <DialogFrame title="Share" narrow="fullscreen" className="fw-trip-dialog" onClose={onClose}>
        <button type="button">Inside</button>
      </DialogFrame>,
    )
    await userEvent.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledOnce()
  })
})
