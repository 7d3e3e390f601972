import { describe, expect, it } from 'vitest'
import { mediaQueryStore } from './media-query.ts'

function fakeMatchMedia(width: number) {
  const listeners = new Set<() => void>()
  const screen = { width }
  const matchMedia = (query: string) => {
    const min = Number(/min-width: (\d+)px/.exec(query)?.[1])
    return {
      get matches() {
        return screen.width >= min
      },
      addEventListener: (_: string, l: () => void) => listeners.add(l),
      removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    } as unknown as MediaQueryList
  }
  const resize = (w: number) => {
    screen.width = w
    for (const l of listeners) l()
  }
  return { matchMedia, resize, listeners }
}

describe('mediaQueryStore', () => {
  it('reads the query and tells its subscriber when the screen crosses it, until unsubscribed', () => {
    const media = fakeMatchMedia(500)
    const store = mediaQueryStore('(min-width: 768px)', media.matchMedia)
    expect(store.getSnapshot()).toBe(false)
    let changes = 0
    const unsubscribe = store.subscribe(() => changes++)
    media.resize(1024)
    expect(store.getSnapshot()).toBe(true)
    expect(changes).toBe(1)
    unsubscribe()
    expect(media.listeners.size).toBe(0)
  })
})
