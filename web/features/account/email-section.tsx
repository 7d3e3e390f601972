import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { errorText, ReauthCancelledError } from './account-errors.ts'
import { QUERY_KEYS, useAccountApis } from './account-query.ts'
import { FormMessages, SubmitOrCancel, TextField } from './fields.tsx'
import { Loading, useProfile } from './profile-section.tsx'
import { useReauth } from './reauth.tsx'
import { Section } from './section.tsx'

/** Named so that no lower-case generic sits before JSX (the catalogue test reads JSX text). */
type Maybe = string | null

/** Current and pending address, and the add/change e-mail form (?addEmail=true opens it at once). */
export function EmailSection({ startOpen }: { startOpen: boolean }) {
  const { t } = useTranslation()
  const profile = useProfile()
  const [open, setOpen] = useState(startOpen)
  const [sentTo, setSentTo] = useState<Maybe>(null)
  const data = profile.data
  return (
    <Section id="email" title={t('account.email.title')}>
      {data ? (
        <>
          <p>
            {t('account.email.current', { email: data.email })}{' '}
            <span className="fw-badge">
              {data.emailConfirmed ? t('account.email.confirmed') : t('account.email.unconfirmed')}
            </span>
          </p>
          {data.pendingEmail ? <p>{t('account.email.pending', { email: data.pendingEmail })}</p> : null}
          <FormMessages success={sentTo ? t('account.email.sent', { email: sentTo }) : null} />
          {open ? (
            <EmailForm
              onSent={(email) => {
                setSentTo(email)
                setOpen(false)
              }}
              onCancel={() => setOpen(false)}
            />
          ) : (
            <Button variant="secondary" onClick={() => setOpen(true)}>
              {t('account.email.change')}
            </Button>
          )}
        </>
      ) : (
        <Loading failed={profile.isError} />
      )}
    </Section>
  )
}

function EmailForm({ onSent, onCancel }: { onSent(email: string): void; onCancel(): void }) {
  const { t } = useTranslation()
  const { account } = useAccountApis()
  const withReauth = useReauth()
  const queryClient = useQueryClient()
  const [newEmail, setNewEmail] = useState('')
  const [localError, setLocalError] = useState<Maybe>(null)
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => {
    input.current?.focus()
  }, [])
  const send = useMutation({
    mutationFn: () => withReauth(() => account().requestEmailChange(newEmail.trim())),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.profile })
      onSent(answer.pendingEmail)
    },
  })
  const cancelled = send.error instanceof ReauthCancelledError
  const error = localError ?? (send.isError && !cancelled ? errorText(t, send.error) : null)
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        // The browser's own reading of type=email, so the rule matches what the field shows.
        if (!input.current?.checkValidity() || !newEmail.trim()) {
          setLocalError(t('account.email.invalid'))
          return
        }
        setLocalError(null)
        send.mutate()
      }}
    >
      <TextField
        ref={input}
        label={t('account.email.newEmail')}
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={254}
        required
        value={newEmail}
        onChange={setNewEmail}
        error={error}
        hint={t('account.email.hint')}
      />
      <SubmitOrCancel label={t('account.email.send')} pending={send.isPending} onCancel={onCancel} />
    </form>
  )
}
