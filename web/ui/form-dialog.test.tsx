// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { windowWidth } from '../testing/app/window-width.ts'
import { FormDialog } from './form-dialog.tsx'

describe('a form in a dialog', () => {
  afterEach(cleanup)
  const props = {
    title: 'Rename trip',
    submitLabel: 'Save',
    cancelLabel: 'Cancel',
    narrow: 'fullscreen' as const,
    className: 'fw-trip-dialog',
    formClassName: 'fw-trip-dialog-form',
    actionsClassName: 'fw-trip-dialog-actions',
  }

  it('submits with Enter in a field, without the browser’s own validation', async () => {
    windowWidth(true)
    const onSubmit = vi.fn()
    render(
      <FormDialog {...props} pending={false} error={null} onSubmit={onSubmit} onClose={() => {}}>
        <label>
          Name <input required name="name" />
        </label>
      </FormDialog>,
    )
    expect(screen.getByRole('dialog').querySelector('form')?.noValidate).toBe(true)
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), '{Enter}')
    expect(onSubmit).toHaveBeenCalledOnce()
  })

  it('ignores a submit while pending, shows the form’s refusal, and cancels', async () => {
    windowWidth(true)
    const onSubmit = vi.fn()
    const onClose = vi.fn()
    render(
      <FormDialog {...props} pending error="Try again." onSubmit={onSubmit} onClose={onClose}>
        <input aria-label="Name" />
      </FormDialog>,
    )
    const save = screen.getByRole('button', { name: 'Save' })
    expect(save.getAttribute('aria-disabled')).toBe('true')
    await userEvent.click(save)
    expect(onSubmit).not.toHaveBeenCalled()
    expect(screen.getByRole('alert').textContent).toBe('Try again.')
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onClose).toHaveBeenCalledOnce()
  })
})
