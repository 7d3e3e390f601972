import { describe, expect, it } from 'vitest'
import { GLOBAL_STATE_ELEMENT_ID } from '../../shared/global-state.ts'
// Imported in Node, where there is no window: the import itself must not fail (server rendering).
import { browserApiClient, readPageState } from './browser-client.ts'

function page(text: string | null) {
  return {
    getElementById: (id: string) =>
      id === GLOBAL_STATE_ELEMENT_ID && text !== null ? ({ textContent: text } as HTMLElement) : null,
  }
}

describe('readPageState', () => {
  it('reads the form token and business base path from the embedded state', () => {
    const embedded = JSON.stringify({
      state: { formtoken: 'tok-123', businessBasePath: '/corp' },
      hydration: null,
    })
    expect(readPageState(page(embedded))).toEqual({ formtoken: 'tok-123', businessBasePath: '/corp' })
  })

  it('gives no token when the element is missing, empty, unreadable or carries an empty token', () => {
    const none = { formtoken: null, businessBasePath: undefined }
    for (const text of [
      null,
      '',
      '{not json',
      'null',
      '{"state":{"formtoken":""}}',
      '{"state":{"formtoken":7}}',
    ]) {
      expect(readPageState(page(text))).toEqual(none)
    }
  })
})

describe('browserApiClient', () => {
  it('refuses to run without a window instead of failing at import', () => {
    expect(() => browserApiClient()).toThrow(/browser/)
  })
})
