import bookOnBehalfMessages from 'virtual:fw-messages/section/bookOnBehalf'
import { useEffect, useState } from 'react'
import { BookOnBehalfErrorCode } from '../../../shared/business/book-on-behalf-contract.ts'
import type { TArrangerSettings } from '../../../shared/business/book-on-behalf-schemas.ts'
import { type BookOnBehalfApi, createBookOnBehalfApi } from '../../api/book-on-behalf.ts'
import { browserApiClient } from '../../api/browser-client.ts'
import { hasErrorCode } from '../../api/errors.ts'
import { useGlobalState } from '../../app/global-state.tsx'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { CheckboxField } from '../../ui/checkbox-field.tsx'
import { TextField } from '../../ui/text-field.tsx'

addEnglishMessages(bookOnBehalfMessages)

/**
 * The account page's "Who may book for you" (decision 056): the arrangers the member named
 * (TRIP_EVENT_BOOK_FOR_EXPLICIT) and whether any arranger may (TRIP_EVENT_BOOK_FOR_ALL_ALLOWING).
 */
export function ArrangersSection({ api }: { api?: BookOnBehalfApi }) {
  const b = useGlobalState().auth?.businessState
  if (!b?.businessMode || !b.bookOnBehalfEnabled) return null
  return <Arrangers api={api} />
}

function Arrangers({ api: given }: { api?: BookOnBehalfApi | undefined }) {
  const { t } = useTranslation()
  const [api] = useState(() => given ?? createBookOnBehalfApi(browserApiClient))
  const [settings, setSettings] = useState<TArrangerSettings | null>(null)
  const [failed, setFailed] = useState(false)
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [message, setMessage] = useState('')
  const [saving, setSaving] = useState(false)
  useEffect(() => {
    api.settings().then(setSettings, () => setFailed(true))
  }, [api])

  async function save(allowsArrangers: boolean, arrangerEmails: string[], done: string) {
    setSaving(true)
    setError(null)
    try {
      setSettings(await api.saveSettings({ allowsArrangers, arrangerEmails }))
      setMessage(done)
      setEmail('')
    } catch (err) {
      setError(
        hasErrorCode(err, BookOnBehalfErrorCode.ARRANGER_UNKNOWN)
          ? t('bookOnBehalf.arrangers.unknown')
          : t('bookOnBehalf.arrangers.failed'),
      )
    }
    setSaving(false)
  }

  const emails = settings?.arrangers.map((a) => a.email) ?? []
  return (
    <section id="account-arrangers" className="fw-account-section" aria-labelledby="account-arrangers-title">
      <h2 id="account-arrangers-title">{t('bookOnBehalf.arrangers.title')}</h2>
      <p>{t('bookOnBehalf.arrangers.about')}</p>
      {failed ? <p role="alert">{t('bookOnBehalf.arrangers.loadFailed')}</p> : null}
      {settings ? (
        <>
          <CheckboxField
            name="allowsArrangers"
            isSelected={settings.allowsArrangers}
            isDisabled={saving}
            onChange={(on) =>
              void save(
                on,
                emails,
                t(on ? 'bookOnBehalf.arrangers.allowed' : 'bookOnBehalf.arrangers.notAllowed'),
              )
            }
          >
            {t('bookOnBehalf.arrangers.allow')}
          </CheckboxField>
          {settings.arrangers.length === 0 ? (
            <p>{t('bookOnBehalf.arrangers.none')}</p>
          ) : (
            <ul aria-label={t('bookOnBehalf.arrangers.listLabel')}>
              {settings.arrangers.map((a) => (
                <li key={a.id}>
                  {a.accountName} ({a.email}){' '}
                  <Button
                    variant="secondary"
                    disabled={saving}
                    onClick={() =>
                      void save(
                        settings.allowsArrangers,
                        emails.filter((e) => e !== a.email),
                        t('bookOnBehalf.arrangers.removed', { name: a.accountName }),
                      )
                    }
                  >
                    {t('bookOnBehalf.arrangers.remove', { name: a.accountName })}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <form
            onSubmit={(event) => {
              event.preventDefault()
              if (email.trim() === '' || saving) return
              void save(
                settings.allowsArrangers,
                [...emails, email.trim()],
                t('bookOnBehalf.arrangers.added', { email: email.trim() }),
              )
            }}
          >
            <TextField
              label={t('bookOnBehalf.arrangers.email')}
              name="arrangerEmail"
              type="email"
              autoComplete="off"
              inputMode="email"
              value={email}
              onChange={setEmail}
              error={error}
              maxLength={254}
            />
            <Button type="submit" disabled={saving}>
              {t('bookOnBehalf.arrangers.add')}
            </Button>
          </form>
        </>
      ) : null}
      <p role="status">{message}</p>
    </section>
  )
}
