import { describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '../../../shared/constants.ts'
import { createEventBus } from '../../../shared/event-bus.ts'
import { createSignInOpening } from './sign-in-opening.ts'

function recordBus() {
  const bus = createEventBus()
  const events: [string, unknown][] = []
  bus.subscribe('signin:shown', (p) => events.push(['shown', p]))
  bus.subscribe('signin:closed', (p) => events.push(['closed', p]))
  return { bus, events }
}

describe('one opening of the sign-in dialog', () => {
  it('reports shown and closed once each, however often asked', () => {
    const { bus, events } = recordBus()
    const session = { setItem: vi.fn() }
    const opening = createSignInOpening({ reason: 'generic' }, bus, session)
    opening.shown()
    opening.shown()
    opening.closed()
    opening.closed()
    expect(events).toEqual([
      ['shown', { reason: 'generic' }],
      ['closed', { reason: 'generic' }],
    ])
    expect(session.setItem).not.toHaveBeenCalled()
  })

  it('closing the trips soft gate carries the result id and marks the prompt closed for the session', () => {
    const { bus, events } = recordBus()
    const items = new Map<string, string>()
    const opening = createSignInOpening({ reason: 'tripsSoftGate', resultId: 'res-42' }, bus, {
      setItem: (k, v) => items.set(k, v),
    })
    opening.shown()
    opening.closed()
    expect(events.at(-1)).toEqual(['closed', { reason: 'tripsSoftGate', resultId: 'res-42' }])
    expect(items.get(STORAGE_KEYS.tripsSignInClosed)).toBe('true')
  })

  it('still reports the close when session storage is blocked', () => {
    const { bus, events } = recordBus()
    const opening = createSignInOpening({ reason: 'tripsSoftGate', resultId: 'r' }, bus, {
      setItem: () => {
        throw new Error('SecurityError')
      },
    })
    opening.closed()
    expect(events).toEqual([['closed', { reason: 'tripsSoftGate', resultId: 'r' }]])
  })
})
