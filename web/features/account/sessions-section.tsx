import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TAccountSession } from '../../../shared/account/account-schemas.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { errorText } from './account-errors.ts'
import { QUERY_KEYS, useAccountApis } from './account-query.ts'
import { FormMessages } from './fields.tsx'
import { Loading } from './profile-section.tsx'
import { Section } from './section.tsx'

/** Where the user is signed in, with the power to end the other sessions (ASVS 7.5.2). */
export function SessionsSection() {
  const { t } = useTranslation()
  const { account } = useAccountApis()
  const queryClient = useQueryClient()
  const sessions = useQuery({ queryKey: QUERY_KEYS.sessions, queryFn: () => account().sessions() })
  const refresh = () => queryClient.invalidateQueries({ queryKey: QUERY_KEYS.sessions })
  const endOne = useMutation({ mutationFn: (id: string) => account().endSession(id), onSettled: refresh })
  const endOthers = useMutation({ mutationFn: () => account().endOtherSessions(), onSettled: refresh })
  const list = sessions.data?.sessions ?? []
  const others = list.filter((s) => !s.current).length
  const failed = endOne.error ?? endOthers.error
  const ended = endOne.isSuccess || endOthers.isSuccess
  return (
    <Section id="sessions" title={t('account.sessions.title')}>
      <p>{t('account.sessions.about')}</p>
      {sessions.data ? (
        <ul className="fw-account-list">
          {list.map((session) => (
            <SessionItem
              key={session.id}
              session={session}
              busy={endOne.isPending && endOne.variables === session.id}
              onEnd={() => endOne.mutate(session.id)}
            />
          ))}
        </ul>
      ) : (
        <Loading failed={sessions.isError} />
      )}
      <FormMessages
        success={ended ? t('account.sessions.ended') : null}
        error={failed ? errorText(t, failed) : null}
      />
      {others > 0 ? (
        <Button variant="secondary" disabled={endOthers.isPending} onClick={() => endOthers.mutate()}>
          {t('account.sessions.endOthers', { count: others })}
        </Button>
      ) : null}
    </Section>
  )
}

function SessionItem({ session, busy, onEnd }: { session: TAccountSession; busy: boolean; onEnd(): void }) {
  const { t, locale } = useTranslation()
  const when = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
  const ua = session.userAgent
  const device =
    ua?.browser && ua.os
      ? t('account.sessions.device', { browser: ua.browser, os: ua.os })
      : (ua?.browser ?? ua?.os ?? t('account.sessions.unknownDevice'))
  const nameId = `session-${session.id}-name`
  return (
    <li className="fw-account-item">
      <div>
        <p id={nameId} className="fw-account-item-title">
          {device}
          {session.current ? <span className="fw-badge">{t('account.sessions.current')}</span> : null}
        </p>
        <p className="fw-field-hint">
          {t('account.sessions.details', {
            signedIn: when(session.createdAt),
            lastSeen: when(session.lastSeenAt),
          })}
          {session.ipAddress ? ` · ${t('account.sessions.ip', { ip: session.ipAddress })}` : null}
          {` · ${session.businessMode ? t('account.sessions.business') : t('account.sessions.personal')}`}
        </p>
      </div>
      {session.current ? null : (
        <Button variant="secondary" aria-describedby={nameId} disabled={busy} onClick={onEnd}>
          {t('account.sessions.end')}
        </Button>
      )}
    </li>
  )
}
