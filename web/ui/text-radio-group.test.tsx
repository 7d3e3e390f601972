// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderInApp } from '../testing/app/render-in-app.tsx'
import { EMPTY_OPTIONS_ERROR, TextRadioGroup } from './text-radio-group.tsx'

describe('TextRadioGroup', () => {
  afterEach(cleanup)

  it('refuses an empty list of options with the spec’s error', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() =>
      renderInApp(<TextRadioGroup label="Cabin" name="cabin" value="" options={[]} onChange={() => {}} />),
    ).toThrow(EMPTY_OPTIONS_ERROR)
    expect(EMPTY_OPTIONS_ERROR).toBe('TextRadioGroup requires the options prop array not be empty.')
    quiet.mockRestore()
  })

  it('is one labelled group the arrow keys move through', async () => {
    const onChange = vi.fn()
    const options = [
      { id: 'economy', label: 'Economy' },
      { id: 'business', label: 'Business' },
    ]
    renderInApp(
      <TextRadioGroup label="Cabin" name="cabin" value="economy" options={options} onChange={onChange} />,
    )
    expect(screen.getByRole('radiogroup', { name: 'Cabin' })).toBeTruthy()
    await userEvent.tab()
    await userEvent.keyboard('{ArrowDown}')
    expect(onChange).toHaveBeenCalledWith('business')
  })
})
