// @vitest-environment jsdom
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Counter } from '../testing/app/island-kit.tsx'
import { island, registerServerIslands } from './island.tsx'

describe('island', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('renders in full on the server, then hydrates from its chunk in the browser and answers clicks', async () => {
    let resolveChunk: (m: { default: typeof Counter }) => void = () => {}
    const chunk = new Promise<{ default: typeof Counter }>((resolve) => {
      resolveChunk = resolve
    })
    const Island = island('counter-a', () => chunk)
    registerServerIslands({ 'counter-a': Counter })
    const html = renderToString(<Island label="clicks" />)
    expect(html.replace(/<!-- -->/g, '')).toContain('<button type="button">clicks 0</button>')

    // The browser has no registered component: the lazy chunk is the only way in.
    registerServerIslands({ 'counter-a': undefined })
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const root = await act(async () => hydrateRoot(container, <Island label="clicks" />))
    const button = container.querySelector('button') as HTMLButtonElement
    expect(button.textContent).toBe('clicks 0')
    await act(async () => resolveChunk({ default: Counter }))
    await act(async () => button.click())
    expect(container.querySelector('button')).toBe(button)
    expect(button.textContent).toBe('clicks 1')
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
    act(() => root.unmount())
  })

  it('keeps the server HTML when the chunk cannot be fetched, instead of failing the page', async () => {
    const Island = island<{ label: string }>('counter-b', () => Promise.reject(new Error('offline')))
    registerServerIslands({ 'counter-b': Counter })
    const html = renderToString(<Island label="kept" />)
    registerServerIslands({ 'counter-b': undefined })
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const root = await act(async () => {
      const root = hydrateRoot(container, <Island label="kept" />)
      await new Promise((resolve) => setTimeout(resolve, 800))
      return root
    })
    expect(container.textContent).toBe('kept 0')
    errors.mockRestore()
    act(() => root.unmount())
  })
})
