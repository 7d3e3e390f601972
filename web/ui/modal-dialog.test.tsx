// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ModalDialog } from './modal-dialog.tsx'

/** A page with a main landmark, an opener button (removable) and a dialog the test opens and closes. */
function Page({ withOpener = true }: { withOpener?: boolean }) {
  const [open, setOpen] = useState(false)
  const [opener, setOpener] = useState(withOpener)
  return (
    <>
      {opener ? (
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
      ) : null}
      <main tabIndex={-1}>
        {/* The bus's way in: no element of the page had focus. */}
        <button type="button" data-testid="from-bus" tabIndex={-1} onClick={() => setOpen(true)} />
      </main>
      {open ? (
        <ModalDialog presentation="popup" label="Dialog" onClose={() => setOpen(false)}>
          <button type="button" onClick={() => setOpener(false)}>
            Remove opener
          </button>
          <button type="button" onClick={() => setOpen(false)}>
            Close
          </button>
        </ModalDialog>
      ) : null}
    </>
  )
}

const frames = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)))

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('focus as a modal dialog closes (spec section 8: a missing focus registration only warns)', () => {
  it('goes back to the element that opened it, without a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    render(<Page />)
    const opener = screen.getByRole('button', { name: 'Open' })
    opener.focus()
    fireEvent.click(opener)
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }))
    await frames()
    expect(document.activeElement).toBe(opener)
    expect(warn).not.toHaveBeenCalled()
  })

  it('goes to the main landmark, with a warning, when nothing was focused as it opened', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    render(<Page />)
    ;(document.activeElement as HTMLElement | null)?.blur()
    // Opened as the bus opens dialogs: by code, with the body focused.
    fireEvent.click(screen.getByTestId('from-bus'))
    expect(document.activeElement).toBe(document.body)
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')))
    expect(warn).toHaveBeenCalledOnce()
    expect(String(warn.mock.calls[0]?.[0])).toContain('no focus registration')
  })

  it('goes to the main landmark, with a warning, when its opener has left the page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    render(<Page />)
    const opener = screen.getByRole('button', { name: 'Open' })
    opener.focus()
    fireEvent.click(opener)
    fireEvent.click(await screen.findByRole('button', { name: 'Remove opener' }))
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')))
    expect(warn).toHaveBeenCalledOnce()
  })
})
