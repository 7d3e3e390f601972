// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { CONSENT_VERSIONS, PRIVACY_LOG_MESSAGES } from '../../../../shared/privacy/privacy-contract.ts'
import { realServer } from '../../../testing/app/real-server.ts'
import {
  consentEnvironment,
  koreanPrivacy,
  renderSurface,
  storeFor,
} from '../../../testing/features/consent/consent-test-kit.tsx'
import { createMetaCookieQueue } from '../meta-cookie-queue.ts'
import { CookiesNoticeBar } from './cookies-notice-bar.tsx'
import DataTransferDialog from './data-transfer-dialog.tsx'
import TwoPartyDialog from './two-party-dialog.tsx'

describe('the notices and acknowledgement dialogs', () => {
  const server = realServer()

  const latest = async (kind: string) =>
    (
      await server.t.database.db
        .selectFrom('consent_records')
        .selectAll()
        .where('kind', '=', kind as 'two_party')
        .orderBy('recorded_at', 'desc')
        .limit(1)
        .execute()
    )[0]

  it('the cookies-notice bar: a line, a link to /privacy and a close icon that hides it through the meta-cookie queue', async () => {
    const privacy = koreanPrivacy({ model: 'notice', regulation: 'none', noticeVisible: true })
    const store = storeFor(privacy)
    const env = consentEnvironment(server.baseUrl, 'au')
    const queue = createMetaCookieQueue(env.api, env.log)
    const onDone = vi.fn()
    renderSurface(<CookiesNoticeBar store={store} privacy={privacy} onDone={onDone} active queue={queue} />)
    const bar = screen.getByRole('region', { name: 'Cookies notice' })
    expect(within(bar).getByRole('link', { name: 'Read our privacy notice' }).getAttribute('href')).toBe(
      '/privacy',
    )
    await userEvent.click(within(bar).getByRole('button', { name: 'Close the cookies notice' }))
    expect(onDone).toHaveBeenCalledOnce()
    expect(store.get().noticeVisible).toBe(false)
    await waitFor(() => expect(env.jar.cookies.get('HIDE_COOKIES_MESSAGE')).toBe('true'))
    expect(await latest('cookies_notice')).toMatchObject({ action: 'acknowledge', site: 'au' })
  })

  it('the data-transfer disclaimer: 324 px, a header, two lines linking the terms and the privacy notice, one button; Escape does not close it', async () => {
    const privacy = koreanPrivacy({ twoPartyPending: false })
    const store = storeFor(privacy)
    const env = consentEnvironment(server.baseUrl, 'kr')
    const onDone = vi.fn()
    renderSurface(
      <DataTransferDialog
        store={store}
        privacy={privacy}
        onDone={onDone}
        active
        queue={createMetaCookieQueue(env.api, env.log)}
      />,
    )
    const dialog = screen.getByRole('dialog', { name: 'Your data may be processed abroad' })
    expect(within(dialog).getByRole('link', { name: 'Read the terms of use' }).getAttribute('href')).toBe(
      '/terms-of-use',
    )
    expect(within(dialog).getByRole('link', { name: 'Read the privacy notice' }).getAttribute('href')).toBe(
      '/privacy',
    )
    expect(within(dialog).getAllByRole('button')).toHaveLength(1)
    expect(
      document.querySelector<HTMLElement>('.fw-modal')?.style.getPropertyValue('--fw-modal-max-width'),
    ).toBe('324px')
    await userEvent.keyboard('{Escape}')
    await userEvent.click(document.body)
    expect(screen.getByRole('dialog')).toBeDefined()
    expect(onDone).not.toHaveBeenCalled()
    await userEvent.click(within(dialog).getByRole('button', { name: 'I understand' }))
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce())
    expect(store.get().dataTransferPending).toBe(false)
    expect(env.jar.cookies.get('HIDE_DATA_TRANSFER_DISCLAIMER')).toBe(CONSENT_VERSIONS.dataTransferText)
    expect(await latest('data_transfer')).toMatchObject({
      action: 'acknowledge',
      text_version: CONSENT_VERSIONS.dataTransferText,
    })
  })

  it('L-02 the two-party dialog sends the text version shown; it stays until acknowledged, in Korean on the Korean site', async () => {
    const privacy = koreanPrivacy()
    const store = storeFor(privacy)
    const env = consentEnvironment(server.baseUrl, 'kr')
    const onDone = vi.fn()
    renderSurface(<TwoPartyDialog store={store} privacy={privacy} onDone={onDone} active env={env} />, 'ko')
    const dialog = screen.getByRole('dialog', { name: '여행 공급업체에 대한 개인정보 제공' })
    expect(within(dialog).getByRole('link', { name: '이용약관 보기' }).getAttribute('href')).toBe(
      '/terms-of-use',
    )
    await userEvent.keyboard('{Escape}')
    expect(screen.getByRole('dialog')).toBeDefined()
    await userEvent.click(within(dialog).getByRole('button', { name: '동의합니다' }))
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce())
    expect(store.get().twoPartyPending).toBe(false)
    expect(await latest('two_party')).toMatchObject({
      action: 'acknowledge',
      text_version: CONSENT_VERSIONS.twoPartyText,
      locale: 'ko-KR',
    })
  })

  it('a two-party acknowledgement that cannot be saved is logged; the dialog stays and can be pressed again', async () => {
    let down = true
    const privacy = koreanPrivacy()
    const store = storeFor(privacy)
    const env = consentEnvironment(server.baseUrl, 'kr', (f) => async (input, init) => {
      if (down && String(input).includes('twoparty')) throw new TypeError('Failed to fetch')
      return f(input, init)
    })
    const onDone = vi.fn()
    renderSurface(<TwoPartyDialog store={store} privacy={privacy} onDone={onDone} active env={env} />)
    await userEvent.click(screen.getByRole('button', { name: 'I agree' }))
    expect(await screen.findByRole('alert')).toBeDefined()
    expect(env.log).toHaveBeenCalledWith(
      expect.any(TypeError),
      expect.objectContaining({ message: PRIVACY_LOG_MESSAGES.consentSave }),
    )
    expect(onDone).not.toHaveBeenCalled()
    down = false
    await userEvent.click(screen.getByRole('button', { name: 'I agree' }))
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce())
  })

  it('a dialog below an active one renders nothing', () => {
    const privacy = koreanPrivacy()
    const store = storeFor(privacy)
    renderSurface(<DataTransferDialog store={store} privacy={privacy} onDone={vi.fn()} active={false} />)
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
