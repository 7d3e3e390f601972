// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderInApp } from '../testing/app/render-in-app.tsx'
import { TextField } from './text-field.tsx'

function Field({ initial, max }: { initial: string; max: number }) {
  const [value, setValue] = useState(initial)
  return (
    <>
      <TextField
        label="Trip name"
        name="name"
        value={value}
        onChange={setValue}
        autoComplete="off"
        maxLength={max}
      />
      <output data-testid="value">{value}</output>
    </>
  )
}

describe('TextField', () => {
  afterEach(cleanup)
  const note = () => screen.queryByText(/^Cut to \d+ characters/)

  it('cuts a value set from code to its maximum length, whole characters only, and says so', async () => {
    renderInApp(<Field initial={`${'a'.repeat(9)}😀b`} max={10} />)
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('a'.repeat(9)))
    expect(note()?.textContent).toBe('Cut to 10 characters: check the end of what you entered.')
    expect(note()?.getAttribute('role')).toBe('status')
  })

  it('says so when a paste is cut, and not for what is typed within the limit', async () => {
    renderInApp(<Field initial="" max={5} />)
    const input = screen.getByRole('textbox', { name: 'Trip name' })
    await userEvent.type(input, 'ab')
    expect(note()).toBeNull()
    await userEvent.click(input)
    await userEvent.paste('cdefgh')
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('abcde'))
    expect(note()?.textContent).toMatch(/^Cut to 5 characters/)
    await userEvent.type(input, '{Backspace}')
    expect(note()).toBeNull()
  })
})
