// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { countedChunk, serverRenderedThenHydrated, settle } from '../testing/app/island-kit.tsx'
import { islandOnUse } from './island-on-use.tsx'

describe('an island hydrated on first use', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('keeps the server HTML and loads nothing until a use within it, then hydrates and answers it', async () => {
    const chunk = countedChunk()
    const Island = islandOnUse('counter-c', chunk.load)
    const { container, root } = await serverRenderedThenHydrated('counter-c', Island, 'later')
    const outside = document.createElement('p')
    document.body.append(outside)
    const button = container.querySelector('button') as HTMLButtonElement
    await act(async () => {
      outside.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
      await settle()
    })
    expect(chunk.loads).toBe(0)
    expect(button.textContent).toBe('later 0')
    await act(async () => {
      button.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
      await settle()
    })
    expect(chunk.loads).toBe(1)
    await act(async () => button.click())
    expect(container.querySelector('button')).toBe(button)
    expect(button.textContent).toBe('later 1')
    act(() => root.unmount())
  })
})
