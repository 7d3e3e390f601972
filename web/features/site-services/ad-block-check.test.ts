import { describe, expect, it } from 'vitest'
import { SITE_SERVICE_STORAGE_KEYS } from '../../../shared/site-services/site-services-contract.ts'
import type { StorageLike } from '../../app/browser-storage.ts'
import { checkAdBlocker } from './ad-block-check.ts'

function memory(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) }
}

describe('the ad-blocker check', () => {
  it('samples 1 in 100 sessions by default: a draw under 1 percent probes, one at 1 percent does not', async () => {
    const probes: string[] = []
    const probe = async () => {
      probes.push('probe')
      return true
    }
    expect(await checkAdBlocker({ session: memory(), random: () => 0.0099, samplePercent: 1, probe })).toBe(
      'notBlocked',
    )
    expect(await checkAdBlocker({ session: memory(), random: () => 0.01, samplePercent: 1, probe })).toBe(
      'notSampled',
    )
    expect(await checkAdBlocker({ session: memory(), random: () => 0, samplePercent: 0, probe })).toBe(
      'notSampled',
    )
    expect(probes).toHaveLength(1)
  })

  it('counts a failed request or image as blocked, and keeps the result for the session', async () => {
    const session = memory()
    const failing = () => Promise.reject(new TypeError('Failed to fetch'))
    expect(await checkAdBlocker({ session, random: () => 0, samplePercent: 100, probe: failing })).toBe(
      'blocked',
    )
    expect(session.data.get(SITE_SERVICE_STORAGE_KEYS.adBlock)).toBe('blocked')
    const imageFailed = memory()
    expect(
      await checkAdBlocker({
        session: imageFailed,
        random: () => 0,
        samplePercent: 100,
        probe: async () => false,
      }),
    ).toBe('blocked')
  })

  it('runs once per session, sampled out or not', async () => {
    const session = memory()
    let probes = 0
    const probe = async () => {
      probes += 1
      return false
    }
    await checkAdBlocker({ session, random: () => 0.5, samplePercent: 1, probe })
    expect(await checkAdBlocker({ session, random: () => 0, samplePercent: 100, probe })).toBe('notSampled')
    expect(probes).toBe(0)
    const other = memory()
    await checkAdBlocker({ session: other, random: () => 0, samplePercent: 100, probe })
    await checkAdBlocker({ session: other, random: () => 0, samplePercent: 100, probe })
    expect(probes).toBe(1)
  })

  it('skips where session storage is blocked', async () => {
    const blocked: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('SecurityError')
      },
    }
    let probed = false
    const result = await checkAdBlocker({
      session: blocked,
      random: () => 0,
      samplePercent: 100,
      probe: async () => {
        probed = true
        return true
      },
    })
    expect(result).toBeNull()
    expect(probed).toBe(false)
  })
})
