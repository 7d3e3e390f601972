// @vitest-environment jsdom
import { act, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { islandOnUse } from './island-on-use.tsx'
import { registerServerIslands } from './island-registry.ts'

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0)
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      {label} {count}
    </button>
  )
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

describe('an island hydrated on first use', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('keeps the server HTML and loads nothing until a use within it, then hydrates and answers it', async () => {
    let loads = 0
    const Island = islandOnUse<{ label: string }>('counter-c', async () => {
      loads += 1
      return { default: Counter }
    })
    registerServerIslands({ 'counter-c': Counter })
    const html = renderToString(<Island label="later" />)
    registerServerIslands({ 'counter-c': undefined })
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const outside = document.createElement('p')
    document.body.append(outside)
    const root = await act(async () => {
      const root = hydrateRoot(container, <Island label="later" />)
      await settle()
      return root
    })
    const button = container.querySelector('button') as HTMLButtonElement
    await act(async () => {
      outside.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
      await settle()
    })
    expect(loads).toBe(0)
    expect(button.textContent).toBe('later 0')
    await act(async () => {
      button.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
      await settle()
    })
    expect(loads).toBe(1)
    await act(async () => button.click())
    expect(container.querySelector('button')).toBe(button)
    expect(button.textContent).toBe('later 1')
    act(() => root.unmount())
  })
})
