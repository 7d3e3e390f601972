// @vitest-environment jsdom
import '../../../testing/app/dom-setup.ts'
import { CmpApiModel } from '@iabtechlabtcf/cmpapi'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { TPrivacyState } from '../../../../shared/privacy/privacy-state.ts'
import { gdprPrivacy } from '../../../testing/features/consent/iab/iab-dialog-kit.tsx'
import { encodedChoice } from '../../../testing/features/consent/iab/tc-strings.ts'
import { createConsentStore } from '../consent-store.ts'
import { createCmp, ENABLE_ADVERTISER_CONSENT_MODE } from './cmp-api.ts'

// biome-ignore lint/suspicious/noExplicitAny: TCData is the wire's loose shape; the tests read its fields.
type TAny = any
type Tcf = (
  command: string,
  version: unknown,
  callback: (data: TAny, success: boolean) => void,
  param?: unknown,
) => void
const tcf = () => (window as unknown as { __tcfapi: Tcf }).__tcfapi

/** A returning German visitor: the GDPR applies and they have chosen. */
const privacy = (overrides: Partial<TPrivacyState> = {}) => gdprPrivacy({ recorded: true, ...overrides })

const noApi = () => Promise.reject(new Error('a returning visitor needs no call'))

async function start(p: TPrivacyState) {
  const store = createConsentStore(p)
  const cmp = await createCmp(p, store, noApi)
  return { store, cmp }
}

function call(
  command: string,
  version: unknown = 2,
  param?: unknown,
): { data: TAny; success: boolean; calls: number } {
  const out = { data: undefined as TAny, success: false, calls: 0 }
  tcf()(
    command,
    version,
    (data, success) => {
      out.data = data
      out.success = success
      out.calls++
    },
    param,
  )
  return out
}

describe('the CMP API', () => {
  const saved = encodedChoice([1, 2], [10])
  beforeEach(() => {
    CmpApiModel.reset()
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => vi.restoreAllMocks())

  it('A-03 ping answers once and synchronously: loaded, never stuck at loading, with the API facts', async () => {
    await start(privacy({ tcString: saved, acString: '2~1~dv.2' }))
    const ping = call('ping')
    expect(ping.calls).toBe(1)
    expect(ping.success).toBe(true)
    expect(ping.data).toMatchObject({
      gdprApplies: true,
      cmpLoaded: true,
      cmpStatus: 'loaded',
      displayStatus: 'disabled',
      apiVersion: '2',
      cmpId: 300,
      cmpVersion: 1,
      gvlVersion: 150,
      tcfPolicyVersion: 5,
    })
  })

  it('A-04 addEventListener calls back at once with tcloaded and its id, then cmpuishown and useractioncomplete', async () => {
    const { cmp } = await start(privacy({ tcString: saved }))
    const seen: { eventStatus: string; listenerId: number }[] = []
    tcf()('addEventListener', 2, (data) => seen.push(data))
    expect(seen).toHaveLength(1)
    expect(seen[0]).toMatchObject({ eventStatus: 'tcloaded', tcString: saved })
    expect(typeof seen[0]?.listenerId).toBe('number')
    cmp.shown(saved)
    const after = encodedChoice([], [])
    cmp.done(after)
    expect(seen.map((s) => s.eventStatus)).toEqual(['tcloaded', 'cmpuishown', 'useractioncomplete'])
    expect(new Set(seen.map((s) => s.listenerId)).size).toBe(1)
  })

  it('A-05 removeEventListener answers true for a listener, false for an unknown id, and the listener hears no more', async () => {
    const { cmp } = await start(privacy({ tcString: saved }))
    const seen: unknown[] = []
    let id = -1
    tcf()('addEventListener', 2, (data) => {
      seen.push(data)
      id = data.listenerId
    })
    expect(call('removeEventListener', 2, id)).toMatchObject({ data: true, success: true })
    expect(call('removeEventListener', 2, 9_999)).toMatchObject({ data: false })
    cmp.shown(saved)
    expect(seen).toHaveLength(1)
  })

  it('A-06 getTCData is still answered; A-07 version 1 or a bad version is refused, 0, null and undefined mean the latest', async () => {
    await start(privacy({ tcString: saved }))
    expect(call('getTCData').success).toBe(true)
    for (const v of [1, 3, 'x']) expect(call('getTCData', v)).toMatchObject({ data: null, success: false })
    for (const v of [0, null, undefined]) expect(call('getTCData', v).success).toBe(true)
  })

  it('A-08 where the GDPR does not apply, TCData holds only gdprApplies, tcfPolicyVersion, cmpId and cmpVersion', async () => {
    await start(privacy({ gdprApplies: false, regulation: 'none', model: 'notice' }))
    const data = call('getTCData').data
    expect(data).toEqual({ gdprApplies: false, tcfPolicyVersion: 5, cmpId: 300, cmpVersion: 1 })
    const listened = call('addEventListener').data
    expect(Object.keys(listened).sort()).toEqual([
      'cmpId',
      'cmpVersion',
      'gdprApplies',
      'listenerId',
      'tcfPolicyVersion',
    ])
    expect(call('ping').data).toMatchObject({ gdprApplies: false, cmpStatus: 'loaded' })
  })

  it('A-09 TCData carries vendor.disclosedVendors from the string', async () => {
    await start(privacy({ tcString: saved }))
    const data = call('getTCData').data
    expect(data.vendor.disclosedVendors).toMatchObject({ 10: true, 11: true, 1: false })
    expect(data.vendor.consents).toMatchObject({ 10: true })
    expect(data.purpose.consents).toMatchObject({ 1: true, 2: true })
  })

  it('A-10 a stored string that cannot be read disables the API: only ping answers, with cmpStatus error', async () => {
    await start(privacy({ tcString: 'not-a-tc-string' }))
    expect(call('ping').data).toMatchObject({ cmpStatus: 'error' })
    const got = call('getTCData')
    expect(got.success).toBe(false)
    expect(got.data?.tcString).toBeUndefined()
    expect(console.error).toHaveBeenCalled()
  })

  it('A-11 getTCData and every listener carry addtlConsent and enableAdvertiserConsentMode, following the store', async () => {
    const { store, cmp } = await start(privacy({ tcString: saved, acString: '2~1~dv.2' }))
    expect(call('getTCData').data).toMatchObject({
      addtlConsent: '2~1~dv.2',
      enableAdvertiserConsentMode: ENABLE_ADVERTISER_CONSENT_MODE,
    })
    const heard: { addtlConsent?: string }[] = []
    tcf()('addEventListener', 2, (data) => heard.push(data))
    store.update({ acString: '2~1.2~dv.' })
    cmp.done(saved)
    expect(heard.map((h) => h.addtlConsent)).toEqual(['2~1~dv.2', '2~1.2~dv.'])
  })

  it('A-02 calls queued by the stub before the CMP loaded are answered once it does', async () => {
    const queue: unknown[][] = []
    ;(window as unknown as { __tcfapi: unknown }).__tcfapi = (...args: unknown[]) => {
      if (!args.length) return queue
      queue.push(args)
    }
    const answers: unknown[] = []
    tcf()('getTCData', 2, (data) => answers.push(data))
    expect(answers).toHaveLength(0)
    await start(privacy({ tcString: saved }))
    expect(answers).toHaveLength(1)
    expect(answers[0]).toMatchObject({ tcString: saved, eventStatus: 'tcloaded' })
  })
})
