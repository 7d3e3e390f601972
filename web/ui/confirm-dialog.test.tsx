// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { windowWidth } from '../testing/app/window-width.ts'
import { ConfirmDialog } from './confirm-dialog.tsx'

describe('a confirmation', () => {
  afterEach(cleanup)
  const props = {
    title: 'Delete “Lisbon”?',
    about: 'This cannot be undone.',
    confirmLabel: 'Delete',
    cancelLabel: 'Keep',
    narrow: 'fullscreen' as const,
    className: 'fw-trip-dialog',
    actionsClassName: 'fw-trip-dialog-actions',
  }

  it('says what happens, confirms in the danger look and keeps with the way out', async () => {
    windowWidth(true)
    const onConfirm = vi.fn()
    const onClose = vi.fn()
    render(<ConfirmDialog {...props} pending={false} error={null} onConfirm={onConfirm} onClose={onClose} />)
    expect(screen.getByText('This cannot be undone.')).toBeTruthy()
    const confirm = screen.getByRole('button', { name: 'Delete' })
    expect(confirm.className).toBe('fw-button fw-button--danger')
    expect(screen.getByRole('alert').textContent).toBe('')
    await userEvent.click(confirm)
    expect(onConfirm).toHaveBeenCalledOnce()
    await userEvent.click(screen.getByRole('button', { name: 'Keep' }))
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('does nothing more while the call runs, and says a refusal in its alert', async () => {
    windowWidth(true)
    const onConfirm = vi.fn()
    render(<ConfirmDialog {...props} pending error="Not now." onConfirm={onConfirm} onClose={() => {}} />)
    const confirm = screen.getByRole('button', { name: 'Delete' })
    expect(confirm.getAttribute('aria-disabled')).toBe('true')
    await userEvent.click(confirm)
    expect(onConfirm).not.toHaveBeenCalled()
    expect(screen.getByRole('alert').textContent).toBe('Not now.')
  })
})
