// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { FieldErrorNote, fieldErrorInput } from './field-error-note.tsx'

function Field({ error }: { error?: string | null }) {
  return (
    <>
      <label htmlFor="start">Start</label>
      <input id="start" type="date" {...fieldErrorInput('start-error', error)} />
      <FieldErrorNote id="start-error" text={error} />
    </>
  )
}

describe('a plain input’s refusal', () => {
  afterEach(cleanup)

  it('is a note the input names as its description, and marks the input invalid', () => {
    render(<Field error="The end comes before the start." />)
    const input = screen.getByLabelText('Start')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    const note = document.getElementById(input.getAttribute('aria-describedby') ?? '')
    expect(note?.textContent).toBe('The end comes before the start.')
    expect(note?.className).toBe('fw-field-error')
  })

  it('is nothing while the field is fine', () => {
    const { container } = render(<Field error={null} />)
    const input = screen.getByLabelText('Start')
    expect(input.hasAttribute('aria-invalid')).toBe(false)
    expect(input.hasAttribute('aria-describedby')).toBe(false)
    expect(container.querySelector('.fw-field-error')).toBeNull()
  })
})
