import { useEffect, useMemo, useState } from 'react'
import { INVITATION_HUB_PATH } from '../../../shared/business/members-contract.ts'
import type { TInvitationPreview, TMyInvitations } from '../../../shared/business/members-schemas.ts'
import { browserApiClient } from '../../api/browser-client.ts'
import { createMembersApi } from '../../api/members.ts'
import { browserLocalStorage } from '../../app/browser-storage.ts'
import { useEventBus, useGlobalState } from '../../app/global-state.tsx'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { roleName } from '../../i18n/role-names.ts'
import { Button } from '../../ui/button.tsx'
import { rememberAfterConfirm } from '../auth-pages/after-confirm.ts'
import { useLinkToken } from '../auth-pages/link-token.ts'
import { membersError, shortDate } from '../people/toolbar/members-errors.ts'
import { PeopleToolbar } from '../people/toolbar/people-toolbar.tsx'
import '../people/toolbar/members.css'
import '../../ui/card-list.css'

/** Kept for this tab only, so that the link still counts after signing in or registering. */
const TOKEN_KEY = 'fw.invitationToken'

function useInvitationToken(): string | null | undefined {
  const fromLink = useLinkToken()
  const [token, setToken] = useState<string | null | undefined>(undefined)
  useEffect(() => {
    if (fromLink === undefined) return
    if (fromLink) sessionStorage.setItem(TOKEN_KEY, fromLink)
    setToken(fromLink ?? sessionStorage.getItem(TOKEN_KEY))
  }, [fromLink])
  return token
}

/**
 * /business/invitations (spec: invitation hub). Anyone signed in sees the invitations to their own
 * e-mail and joins one; the e-mailed link lands here but never signs anyone in. Members who may invite
 * also find the company's invitations here.
 */
export function InvitationHubPage() {
  const { t } = useTranslation()
  const { auth } = useGlobalState()
  const token = useInvitationToken()
  const signedIn = Boolean(auth?.loggedInSession)
  const inviter =
    Boolean(auth?.businessState?.businessMode) &&
    (auth?.permissions ?? []).some((p) => p === 'USER_INVITE' || p === 'USER_GUEST_INVITE')
  return (
    <article className="fw-page" aria-labelledby="fw-page-title">
      <h1 id="fw-page-title">{t('pages.businessInvitations.title')}</h1>
      <p className="fw-page-about">{t('pages.businessInvitations.about')}</p>
      {token === undefined ? null : signedIn ? (
        <MyInvitations token={token} accountEmail={auth?.userInfoState?.accountEmail ?? ''} />
      ) : (
        <SignInFirst token={token} />
      )}
      {signedIn && inviter ? (
        <section aria-labelledby="fw-invite-company">
          <h2 id="fw-invite-company">{t('members.hub.company')}</h2>
          <PeopleToolbar />
        </section>
      ) : null}
    </article>
  )
}

function usePreview(token: string | null) {
  const api = useMemo(() => createMembersApi(browserApiClient), [])
  const [preview, setPreview] = useState<TInvitationPreview | null>(null)
  const [failure, setFailure] = useState<unknown>(null)
  useEffect(() => {
    if (!token) return
    let live = true
    api.preview(token).then(
      (p) => live && setPreview(p),
      (error: unknown) => {
        if (!live) return
        setFailure(error)
        sessionStorage.removeItem(TOKEN_KEY)
      },
    )
    return () => {
      live = false
    }
  }, [api, token])
  return { preview, failure }
}

function SignInFirst({ token }: { token: string | null }) {
  const { t } = useTranslation()
  const bus = useEventBus()
  const { preview, failure } = usePreview(token)
  return (
    <section aria-labelledby="fw-invitation-yours">
      <h2 id="fw-invitation-yours">{t('members.hub.yours')}</h2>
      {preview ? (
        <p>{t('members.hub.forEmail', { company: preview.companyName, email: preview.email })}</p>
      ) : null}
      {failure ? <p role="alert">{membersError(t, failure)}</p> : null}
      <p>{t('members.hub.signedOut')}</p>
      <div className="fw-members-actions">
        <Button
          // The invited address is the one to register (issue 30: the form started empty).
          onClick={() => {
            // Confirming the new account brings the invitee back here to join (issue 30).
            rememberAfterConfirm(browserLocalStorage, INVITATION_HUB_PATH)
            bus.publish('signin:request', {
              reason: 'generic',
              intent: 'register',
              ...(preview ? { email: preview.email } : {}),
            })
          }}
        >
          {t('members.hub.register')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => bus.publish('signin:request', { reason: 'generic', state: 'login' })}
        >
          {t('members.hub.signIn')}
        </Button>
      </div>
    </section>
  )
}

function MyInvitations({ token, accountEmail }: { token: string | null; accountEmail: string }) {
  const { t, locale } = useTranslation()
  const api = useMemo(() => createMembersApi(browserApiClient), [])
  const { preview, failure: linkFailure } = usePreview(token)
  const [mine, setMine] = useState<TMyInvitations | null>(null)
  const [failure, setFailure] = useState<unknown>(null)
  const [busy, setBusy] = useState(false)
  const [declined, setDeclined] = useState('')
  useEffect(() => {
    let live = true
    api.myInvitations().then(
      (m) => live && setMine(m),
      (error: unknown) => live && setFailure(error),
    )
    return () => {
      live = false
    }
  }, [api])

  async function accept(by: { id: string } | { token: string }) {
    setBusy(true)
    setFailure(null)
    try {
      const { redirectUrl } = await api.accept(by)
      sessionStorage.removeItem(TOKEN_KEY)
      // A full load: the header and menus come back in business mode.
      window.location.assign(redirectUrl)
    } catch (error) {
      setFailure(error)
      setBusy(false)
    }
  }

  async function decline(id: string) {
    setBusy(true)
    setFailure(null)
    try {
      await api.decline(id)
      setMine((m) => (m ? { ...m, invitations: m.invitations.filter((i) => i.id !== id) } : m))
      setDeclined(t('members.hub.declined'))
    } catch (error) {
      setFailure(error)
    } finally {
      setBusy(false)
    }
  }

  const linkForOther = preview && preview.email !== accountEmail.toLowerCase()
  const linkForMe = preview && !linkForOther && !preview.expired
  return (
    <section aria-labelledby="fw-invitation-yours">
      <h2 id="fw-invitation-yours">{t('members.hub.yours')}</h2>
      {linkFailure ? <p role="alert">{membersError(t, linkFailure)}</p> : null}
      {preview?.expired ? <p>{t('members.hub.expiredLink')}</p> : null}
      {linkForOther ? <p>{t('members.hub.otherAccount', { email: preview.email })}</p> : null}
      {mine?.memberElsewhere ? <p>{t('members.hub.memberElsewhere')}</p> : null}
      {!mine ? (
        <p role={failure ? 'alert' : 'status'}>{failure ? membersError(t, failure) : t('members.loading')}</p>
      ) : (
        <>
          {linkForMe && !mine.invitations.some((i) => i.companyName === preview.companyName) ? (
            <Button disabled={busy} onClick={() => accept({ token: token ?? '' })}>
              {t('members.hub.accept', { company: preview.companyName })}
            </Button>
          ) : null}
          {mine.invitations.length === 0 && !linkForMe ? <p>{t('members.hub.none')}</p> : null}
          <ul className="fw-card-list fw-card-list--flush">
            {mine.invitations.map((i) => (
              <li key={i.id} className="fw-card">
                <p>
                  {i.guest
                    ? t('members.hub.guestItem', { company: i.companyName })
                    : t('members.hub.item', {
                        company: i.companyName,
                        role: roleName(t, { name: i.roleName }),
                      })}
                </p>
                <p>
                  {t('members.hub.details', {
                    inviter: i.invitedBy ?? '—',
                    date: shortDate(i.expiresAt, locale),
                  })}
                </p>
                <Button disabled={busy || mine.memberElsewhere} onClick={() => accept({ id: i.id })}>
                  {t('members.hub.accept', { company: i.companyName })}
                </Button>{' '}
                <Button variant="secondary" disabled={busy} onClick={() => decline(i.id)}>
                  {t('members.hub.decline', { company: i.companyName })}
                </Button>
              </li>
            ))}
          </ul>
          <p role="status">{declined}</p>
          {failure ? (
            <p role="alert" className="fw-alert">
              {membersError(t, failure)}
            </p>
          ) : null}
        </>
      )}
    </section>
  )
}
