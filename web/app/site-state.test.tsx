// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { createSiteStateStore, type SiteStateStore, siteStateStore, useSiteState } from './site-state.ts'

/** A browser window whose connection and cookie setting the test decides. */
function fakeWindow(online = true, cookieEnabled = true) {
  const target = new EventTarget()
  const navigator = { onLine: online, cookieEnabled }
  return {
    navigator,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    go(next: boolean) {
      navigator.onLine = next
      target.dispatchEvent(new Event(next ? 'online' : 'offline'))
    },
  }
}

function Probe({ store }: { store: SiteStateStore | null }) {
  const state = useSiteState(store)
  return <p>{`${state.online ? 'online' : 'offline'} ${state.cookiesEnabled ? 'cookies' : 'no-cookies'}`}</p>
}

describe('site state', () => {
  afterEach(cleanup)

  it('follows the online and offline events and tells every subscriber', () => {
    const win = fakeWindow()
    const store = createSiteStateStore(win)
    const seen: boolean[] = []
    const stop = store.subscribe(() => seen.push(store.getSnapshot().online))
    win.go(false)
    win.go(false)
    win.go(true)
    expect(seen).toEqual([false, true])
    stop()
    win.go(false)
    expect(seen).toEqual([false, true])
    // Unsubscribed: the store reads the browser again when someone listens.
    store.subscribe(() => {})
    expect(store.getSnapshot().online).toBe(false)
  })

  it('reports cookies disabled', () => {
    const store = createSiteStateStore(fakeWindow(true, false))
    expect(store.getSnapshot()).toEqual({ online: true, cookiesEnabled: false })
  })

  it('re-renders components through the hook', () => {
    const win = fakeWindow()
    render(<Probe store={createSiteStateStore(win)} />)
    expect(screen.getByText('online cookies')).toBeTruthy()
    act(() => win.go(false))
    expect(screen.getByText('offline cookies')).toBeTruthy()
    act(() => win.go(true))
    expect(screen.getByText('online cookies')).toBeTruthy()
  })

  it("answers 'online, cookies on' on the server", () => {
    expect(renderToString(<Probe store={null} />)).toContain('online cookies')
  })

  it("reads the real browser's window by default", () => {
    const store = siteStateStore()
    expect(store).toBe(siteStateStore())
    expect(store?.getSnapshot()).toEqual({
      online: navigator.onLine,
      cookiesEnabled: navigator.cookieEnabled,
    })
  })
})
