import { describe, expect, it, vi } from 'vitest'
import { testContent } from '../../../testing/privacy/iab/iab-test-content.ts'
import { createGvlArchive } from './gvl-archive.ts'
import { startVendorListPoll } from './vendor-list-poll.ts'

const archive = createGvlArchive(testContent())

describe('the vendor-list poll', () => {
  it('reads at start, then polls; a change is logged, a failure logged and survived, and stop ends it', async () => {
    const answers: (boolean | Error)[] = [false, true, new Error('bad list'), false]
    const refresh = vi.fn(async () => {
      const next = answers.shift() ?? false
      if (next instanceof Error) throw next
      return next
    })
    const logger = { info: vi.fn(), error: vi.fn() }
    const poll = await startVendorListPoll({ refresh, archive }, logger, 5)
    expect(refresh).toHaveBeenCalledTimes(1)
    await vi.waitFor(() => expect(refresh.mock.calls.length).toBeGreaterThanOrEqual(4))
    await poll.stop()
    const calls = refresh.mock.calls.length
    expect(logger.info).toHaveBeenCalledWith({ vendorListVersion: 142 }, 'vendor list updated')
    expect(logger.error).toHaveBeenCalledOnce()
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(refresh).toHaveBeenCalledTimes(calls)
  })

  it('fails the start when the stored lists cannot be read', async () => {
    const refresh = vi.fn(async () => {
      throw new Error('imported vendor list 150: vendors.2.name: Too small')
    })
    await expect(
      startVendorListPoll({ refresh, archive }, { info: vi.fn(), error: vi.fn() }, 5),
    ).rejects.toThrow('imported vendor list 150')
  })
})
