// @vitest-environment jsdom
import { gzipSync } from 'node:zlib'
import { beforeEach, describe, expect, it } from 'vitest'
import { tcfStubScript } from './tcf-stub.ts'

type Tcf = (command: string, version: number, callback: (data: unknown, success: boolean) => void) => unknown
const win = () => window as unknown as Window & { __tcfapi?: Tcf }

/** Runs the inline script as the page's head would (jsdom, one window per file). */
function runStub(gdprApplies: boolean) {
  new Function(tcfStubScript(gdprApplies))()
}

describe('the head stub', () => {
  beforeEach(() => {
    for (const frame of document.querySelectorAll('iframe')) frame.remove()
    delete win().__tcfapi
  })

  it('A-01 makes __tcfapi a function at once, and A-02 answers ping as the stub with gdprApplies', () => {
    for (const gdprApplies of [true, false]) {
      for (const frame of document.querySelectorAll('iframe')) frame.remove()
      runStub(gdprApplies)
      expect(typeof win().__tcfapi).toBe('function')
      const answers: unknown[] = []
      win().__tcfapi?.('ping', 2, (data) => answers.push(data))
      expect(answers).toEqual([{ gdprApplies, cmpLoaded: false, cmpStatus: 'stub' }])
    }
  })

  it('A-02 queues other calls for the CMP and creates the __tcfapiLocator frame', () => {
    runStub(true)
    const answers: unknown[] = []
    win().__tcfapi?.('getTCData', 2, (data) => answers.push(data))
    expect(answers).toEqual([])
    const queue = (win().__tcfapi as unknown as () => unknown[])()
    expect(queue).toHaveLength(1)
    expect(document.querySelectorAll('iframe[name="__tcfapiLocator"]')).toHaveLength(1)
  })

  it('costs under 1 KB gzip of the 14 KB first view', () => {
    expect(gzipSync(tcfStubScript(true)).length).toBeLessThan(1024)
  })
})
