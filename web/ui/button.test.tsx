// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { createRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Button } from './button.tsx'

describe('the one button', () => {
  afterEach(cleanup)

  it('is a plain button in the primary look unless told otherwise', () => {
    render(<Button>Save</Button>)
    const button = screen.getByRole('button', { name: 'Save' })
    expect(button.tagName).toBe('BUTTON')
    expect(button.getAttribute('type')).toBe('button')
    expect(button.className).toBe('fw-button')
  })

  it('gives each variant its existing classes, before the caller’s own', () => {
    render(
      <>
        <Button variant="secondary" className="fw-results-more">
          More
        </Button>
        <Button variant="danger">Delete</Button>
        <Button variant="quiet">Details</Button>
      </>,
    )
    expect(screen.getByRole('button', { name: 'More' }).className).toBe(
      'fw-button fw-button--secondary fw-results-more',
    )
    expect(screen.getByRole('button', { name: 'Delete' }).className).toBe('fw-button fw-button--danger')
    expect(screen.getByRole('button', { name: 'Details' }).className).toBe('fw-link-button')
  })

  it('submits its form only as a submit button', async () => {
    const submitted = vi.fn((event: Event) => event.preventDefault())
    render(
      <form onSubmit={(event) => submitted(event.nativeEvent)}>
        <Button>Other</Button>
        <Button type="submit">Send</Button>
      </form>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Other' }))
    expect(submitted).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(submitted).toHaveBeenCalledOnce()
  })

  it('passes its ref, attributes and disabled state through', async () => {
    const ref = createRef<HTMLButtonElement>()
    const clicked = vi.fn()
    render(
      <Button ref={ref} disabled aria-describedby="why" onClick={clicked}>
        Wait
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Wait' })
    expect(ref.current).toBe(button)
    expect(button.getAttribute('aria-describedby')).toBe('why')
    await userEvent.click(button)
    expect(clicked).not.toHaveBeenCalled()
  })
})
