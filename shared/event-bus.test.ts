import { describe, expect, it, vi } from 'vitest'
import { createEventBus, createServerEventBus } from './event-bus.ts'

describe('event bus', () => {
  it('delivers a published event to every subscriber of that name only', () => {
    const bus = createEventBus()
    const a = vi.fn()
    const b = vi.fn()
    const other = vi.fn()
    bus.subscribe('tripsDrawer:close', a)
    bus.subscribe('tripsDrawer:close', b)
    bus.subscribe('tripsDrawer:open', other)
    bus.publish('tripsDrawer:close', { tripId: 'abc123def' })
    expect(a).toHaveBeenCalledWith({ tripId: 'abc123def' })
    expect(b).toHaveBeenCalledOnce()
    expect(other).not.toHaveBeenCalled()
  })

  it('tells the publisher whether anyone listened, so a publishing link can follow its href otherwise', () => {
    const bus = createEventBus()
    expect(bus.publish('privacy:open', { dialog: 'dataSharing' })).toBe(false)
    const off = bus.subscribe('privacy:open', () => {})
    expect(bus.publish('privacy:open', { dialog: 'dataSharing' })).toBe(true)
    off()
    expect(bus.publish('privacy:open', { dialog: 'dataSharing' })).toBe(false)
  })

  it('stops delivering after unsubscribe', () => {
    const bus = createEventBus()
    const handler = vi.fn()
    const off = bus.subscribe('signin:request', handler)
    bus.publish('signin:request', { reason: 'generic' })
    off()
    bus.publish('signin:request', { reason: 'generic' })
    expect(handler).toHaveBeenCalledOnce()
  })

  it('keeps delivering when one subscriber throws, and reports it', () => {
    const errors: string[] = []
    const bus = createEventBus((_e, name) => errors.push(name))
    const after = vi.fn()
    bus.subscribe('signin:closed', () => {
      throw new Error('boom')
    })
    bus.subscribe('signin:closed', after)
    bus.publish('signin:closed', { reason: 'tripsSoftGate', resultId: 'r1' })
    expect(after).toHaveBeenCalledWith({ reason: 'tripsSoftGate', resultId: 'r1' })
    expect(errors).toEqual(['signin:closed'])
  })

  it('lets a subscriber unsubscribe itself while the event is being delivered', () => {
    const bus = createEventBus()
    const second = vi.fn()
    const off = bus.subscribe('sideNav:open', () => off())
    bus.subscribe('sideNav:open', second)
    bus.publish('sideNav:open', {})
    bus.publish('sideNav:open', {})
    expect(second).toHaveBeenCalledTimes(2)
  })
})

describe('the server render’s event bus (spec section 8: unsupported there, only a warning)', () => {
  it('answers a publish with no one listening, and warns instead of throwing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const bus = createServerEventBus()
      const handler = vi.fn()
      bus.subscribe('signin:request', handler)()
      expect(bus.publish('signin:request', { reason: 'generic' })).toBe(false)
      expect(handler).not.toHaveBeenCalled()
      expect(warn).toHaveBeenCalledOnce()
      expect(String(warn.mock.calls[0]?.[0])).toContain(
        '"signin:request" was published during server rendering',
      )
    } finally {
      warn.mockRestore()
    }
  })
})
