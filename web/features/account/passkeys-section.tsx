import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { PASSKEY_ACCOUNT_API } from '../../../shared/passkey/passkey-contract.ts'
import type { TPasskey } from '../../../shared/passkey/passkey-schemas.ts'
import { browserApiClient } from '../../api/browser-client.ts'
import { importWithRetry } from '../../api/lazy-import.ts'
import { apiKey } from '../../api/query-keys.ts'
import { useGlobalState } from '../../app/global-state.tsx'
import type { TFunction } from '../../i18n/create-i18n.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { passkeyAccountApi } from '../passkey/passkey-api.ts'
import type { PasskeyClient } from '../passkey/passkey-client.ts'
import { passkeysOffered } from '../passkey/passkey-config.ts'
import { isAlreadyOnDevice, isCeremonyCancelled } from '../passkey/passkey-errors.ts'
import { isBareIpHost } from '../passkey/passkey-rules.ts'
import { errorCode, errorText, ReauthCancelledError } from './account-errors.ts'
import { QUERY_KEYS, useAccountApis } from './account-query.ts'
import { FormMessages, TextField } from './fields.tsx'
import { Loading } from './profile-section.tsx'
import { useReauth } from './reauth.tsx'
import { Section } from './section.tsx'

const PASSKEYS_KEY = apiKey(PASSKEY_ACCOUNT_API)

/** The words for a failed passkey action; a closed prompt or password dialog says nothing. */
function passkeyError(t: TFunction, error: unknown): string | null {
  if (error instanceof ReauthCancelledError || isCeremonyCancelled(error)) return null
  if (isAlreadyOnDevice(error)) return t('account.passkeys.errors.onDevice')
  const code = errorCode(error)
  if (code) {
    const key = `account.passkeys.errors.${code}`
    const text = t(key)
    if (text !== key) return text
  }
  return error === undefined ? t('account.errors.generic') : errorText(t, error)
}

/** Passkeys: add one on this device (after the password if it is not recent), list, rename, delete. */
export function PasskeysSection() {
  const { t } = useTranslation()
  const { account } = useAccountApis()
  const withReauth = useReauth()
  const queryClient = useQueryClient()
  const api = () => passkeyAccountApi(browserApiClient())
  const enabled = passkeysOffered(useGlobalState())
  const [client, setClient] = useState<PasskeyClient | null>(null)
  const [canAdd, setCanAdd] = useState(false)
  const [bareIp, setBareIp] = useState(false)
  const [done, setDone] = useState<string | null>(null)
  const profile = useQuery({ queryKey: QUERY_KEYS.profile, queryFn: () => account().profile() })
  const passkeys = useQuery({ queryKey: PASSKEYS_KEY, queryFn: () => api().list() })
  const refresh = () => queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY })

  useEffect(() => {
    let live = true
    importWithRetry(() => import('../passkey/passkey-browser.ts')).then(
      (mod) => {
        if (!live) return
        const made = mod.browserPasskeyClient({ enabled, loggedIn: () => true })
        setBareIp(isBareIpHost(window.location.hostname))
        setClient(made)
        void made.canRegister().then((can) => live && setCanAdd(can))
      },
      () => {},
    )
    return () => {
      live = false
    }
  }, [enabled])

  const add = useMutation({
    mutationFn: async () => {
      const email = profile.data?.email
      if (!client || !email) throw new Error('not ready')
      return withReauth(() => client.register(email))
    },
    onSuccess: () => setDone(t('account.passkeys.added')),
    onSettled: refresh,
  })
  const rename = useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => withReauth(() => api().rename(id, name)),
    onSuccess: () => setDone(t('account.passkeys.renamed')),
    onSettled: refresh,
  })
  const remove = useMutation({
    mutationFn: (id: string) => withReauth(() => api().remove(id)),
    onSuccess: () => setDone(t('account.passkeys.deleted')),
    onSettled: refresh,
  })
  const failed = [add, rename, remove].find((m) => m.isError)?.error
  const message = failed === undefined ? null : passkeyError(t, failed)
  const list = passkeys.data?.passkeys ?? []
  return (
    <Section id="passkeys" title={t('account.passkeys.title')}>
      <p>{t('account.passkeys.about')}</p>
      {passkeys.data ? (
        list.length ? (
          <ul className="fw-account-list">
            {list.map((passkey) => (
              <PasskeyItem
                key={passkey.id}
                passkey={passkey}
                busy={rename.isPending || remove.isPending}
                onRename={(name) => {
                  setDone(null)
                  return rename.mutateAsync({ id: passkey.id, name }).then(
                    () => true,
                    () => false,
                  )
                }}
                onDelete={() => {
                  setDone(null)
                  remove.mutate(passkey.id)
                }}
              />
            ))}
          </ul>
        ) : (
          <p className="fw-field-hint">{t('account.passkeys.empty')}</p>
        )
      ) : (
        <Loading failed={passkeys.isError} />
      )}
      <FormMessages success={done} error={failed ? message : null} />
      {/* Until the client has loaded nothing is offered; then the button, or why there is none. */}
      {bareIp ? <p className="fw-field-hint">{t('account.passkeys.bareIp')}</p> : null}
      {canAdd && !bareIp ? (
        <Button
          disabled={add.isPending || !profile.data}
          onClick={() => {
            setDone(null)
            add.mutate()
          }}
        >
          {add.isPending ? t('account.passkeys.adding') : t('account.passkeys.add')}
        </Button>
      ) : null}
      {!canAdd && !bareIp && client ? (
        <p className="fw-field-hint">{t('account.passkeys.unsupported')}</p>
      ) : null}
    </Section>
  )
}

function PasskeyItem({
  passkey,
  busy,
  onRename,
  onDelete,
}: {
  passkey: TPasskey
  busy: boolean
  onRename(name: string): Promise<boolean>
  onDelete(): void
}) {
  const { t, locale } = useTranslation()
  const [editing, setEditing] = useState(false)
  const [name, setName] = useState(passkey.name)
  const [error, setError] = useState<string | null>(null)
  const when = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso))
  const nameId = `passkey-${passkey.id}-name`
  return (
    <li className="fw-account-item">
      {editing ? (
        <form
          className="fw-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            if (!name.trim()) {
              setError(t('account.passkeys.nameRequired'))
              return
            }
            void onRename(name.trim()).then((ok) => ok && setEditing(false))
          }}
        >
          <TextField
            label={t('account.passkeys.name')}
            value={name}
            onChange={setName}
            error={error}
            maxLength={64}
            autoComplete="off"
            autoFocus
          />
          <div className="fw-actions">
            <Button type="submit" disabled={busy}>
              {t('account.actions.save')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setEditing(false)
                setName(passkey.name)
                setError(null)
              }}
            >
              {t('account.actions.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <>
          <div>
            <p id={nameId} className="fw-account-item-title">
              {passkey.name}
            </p>
            <p className="fw-field-hint">
              {t('account.passkeys.details', {
                created: when(passkey.createdAt),
                used: passkey.lastUsedAt ? when(passkey.lastUsedAt) : t('account.passkeys.neverUsed'),
              })}
              {passkey.backedUp ? ` · ${t('account.passkeys.synced')}` : null}
            </p>
          </div>
          <div className="fw-actions">
            <Button
              variant="secondary"
              aria-describedby={nameId}
              disabled={busy}
              onClick={() => setEditing(true)}
            >
              {t('account.passkeys.rename')}
            </Button>
            <Button variant="secondary" aria-describedby={nameId} disabled={busy} onClick={onDelete}>
              {t('account.actions.delete')}
            </Button>
          </div>
        </>
      )}
    </li>
  )
}
