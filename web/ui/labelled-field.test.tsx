// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LabelledInput, LabelledSelect } from './labelled-field.tsx'

describe('a labelled field', () => {
  afterEach(cleanup)

  it('labels its input, passes the input’s own attributes through, and keeps the field’s class', () => {
    const onChange = vi.fn()
    const { container } = render(
      <LabelledInput
        label="Check-in"
        type="date"
        name="checkin"
        min="2026-01-01"
        className="fw-search-date"
        value="2026-02-01"
        onChange={onChange}
      />,
    )
    const input = screen.getByLabelText('Check-in') as HTMLInputElement
    expect([input.type, input.name, input.min, input.className]).toEqual([
      'date',
      'checkin',
      '2026-01-01',
      'fw-input',
    ])
    expect(container.firstElementChild?.className).toBe('fw-field fw-search-date')
    expect(input.hasAttribute('aria-invalid')).toBe(false)
    fireEvent.change(input, { target: { value: '2026-03-01' } })
    expect(onChange).toHaveBeenCalledWith('2026-03-01')
  })

  it('says its refusal under the control and ties it to it', () => {
    render(
      <LabelledSelect
        label="Country"
        value=""
        empty="Choose"
        options={[{ value: 'KR', label: 'Korea' }]}
        error="Choose a country."
        onChange={() => undefined}
      />,
    )
    const select = screen.getByLabelText('Country')
    expect(select.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Choose a country.',
    )
    expect(screen.getAllByRole('option').map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
      ['', 'Choose'],
      ['KR', 'Korea'],
    ])
  })
})
