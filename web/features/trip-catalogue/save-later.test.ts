import { describe, expect, it } from 'vitest'
import { createEventBus, type TAppEvents } from '../../../shared/event-bus.ts'
import type { TSaveEventResponse } from '../../../shared/trips/trip-edit-schemas.ts'
import { blockedStorage } from '../../testing/api/fake-browser.ts'
import {
  completeSaveLater,
  onSignInPostponed,
  readSaveLater,
  requestSignInToSave,
  type SaveLaterStorage,
  type TResultData,
} from './save-later.ts'

function memoryStorage(): SaveLaterStorage & { map: Map<string, string> } {
  const map = new Map<string, string>()
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}

const resultData: TResultData = {
  resultId: 'v1:hotel:seoul:2099-01-01:2099-01-03:0',
  offer: {
    vertical: 'hotel',
    offerId: 'v1:hotel:seoul:2099-01-01:2099-01-03:0',
    title: 'Grand Seoul Hotel',
    priceMinor: 50_000,
    currency: 'USD',
    startAt: '2099-01-01T15:00:00.000Z',
    endAt: '2099-01-03T11:00:00.000Z',
    destination: 'Seoul',
  },
}

const savedAnswer = { createdTrip: true } as TSaveEventResponse

describe('the signed-out save (spec section 4, tripSaveLater)', () => {
  it('stores the pending result, unsaved and not saved, and asks for the trips soft gate with its id', () => {
    const storage = memoryStorage()
    const bus = createEventBus()
    const requests: TAppEvents['signin:request'][] = []
    bus.subscribe('signin:request', (r) => requests.push(r))
    expect(requestSignInToSave(bus, storage, resultData)).toBe('requested')
    expect(JSON.parse(storage.map.get('tripSaveLater') ?? '')).toEqual({
      resultData,
      savingState: 'unsaved',
      isSaved: false,
    })
    expect(requests).toEqual([{ reason: 'tripsSoftGate', resultId: resultData.resultId }])
    expect(readSaveLater(storage)).toEqual({ resultData, savingState: 'unsaved', isSaved: false })
  })

  it('still asks for sign-in where storage is blocked', () => {
    const bus = createEventBus()
    let asked = 0
    bus.subscribe('signin:request', () => {
      asked += 1
    })
    expect(requestSignInToSave(bus, blockedStorage, resultData)).toBe('requested')
    expect(asked).toBe(1)
    expect(readSaveLater(blockedStorage)).toBeNull()
  })

  it('is postponed only by the close of its own result’s soft gate', () => {
    const bus = createEventBus()
    let postponed = 0
    const stop = onSignInPostponed(bus, resultData.resultId, () => {
      postponed += 1
    })
    bus.publish('signin:closed', { reason: 'tripsSoftGate', resultId: 'another' })
    bus.publish('signin:closed', { reason: 'generic', resultId: resultData.resultId })
    expect(postponed).toBe(0)
    bus.publish('signin:closed', { reason: 'tripsSoftGate', resultId: resultData.resultId })
    expect(postponed).toBe(1)
    stop()
    bus.publish('signin:closed', { reason: 'tripsSoftGate', resultId: resultData.resultId })
    expect(postponed).toBe(1)
  })

  it('completes the save after sign-in, marking it saving meanwhile, then clears the record', async () => {
    const storage = memoryStorage()
    requestSignInToSave(createEventBus(), storage, resultData)
    const seen: unknown[] = []
    const done = await completeSaveLater(storage, async (data) => {
      seen.push(data, JSON.parse(storage.map.get('tripSaveLater') ?? '').savingState)
      return savedAnswer
    })
    expect(seen).toEqual([resultData, 'saving'])
    expect(done).toEqual({ resultId: resultData.resultId, saved: savedAnswer })
    expect(storage.map.has('tripSaveLater')).toBe(false)
    expect(await completeSaveLater(storage, async () => savedAnswer)).toBeNull()
  })

  it('clears the record when the save is refused, so it is not tried on every page', async () => {
    const storage = memoryStorage()
    requestSignInToSave(createEventBus(), storage, resultData)
    await expect(completeSaveLater(storage, async () => Promise.reject(new Error('gone')))).rejects.toThrow(
      'gone',
    )
    expect(storage.map.has('tripSaveLater')).toBe(false)
  })

  it('drops records it did not write and records already saved, without saving', async () => {
    for (const raw of ['not json', '{"resultData":{}}', JSON.stringify({ resultData, savingState: 'odd' })]) {
      const storage = memoryStorage()
      storage.map.set('tripSaveLater', raw)
      expect(readSaveLater(storage), raw).toBeNull()
      expect(storage.map.has('tripSaveLater')).toBe(false)
    }
    const storage = memoryStorage()
    storage.map.set('tripSaveLater', JSON.stringify({ resultData, savingState: 'saved', isSaved: true }))
    let calls = 0
    expect(
      await completeSaveLater(storage, async () => {
        calls += 1
        return savedAnswer
      }),
    ).toBeNull()
    expect(calls).toBe(0)
    expect(storage.map.has('tripSaveLater')).toBe(false)
  })
})
