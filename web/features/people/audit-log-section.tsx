import { useInfiniteQuery } from '@tanstack/react-query'
import { PEOPLE_KEYS } from '../../api/people.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { ScrollRegion } from '../../ui/scroll-region.tsx'
import { auditActionText, auditTargetText } from './audit-entry-text.ts'
import { usePeopleApi } from './people-api.tsx'
import { peopleError } from './people-errors.ts'

/** Who changed what and when (GET auditLog), newest first, 50 at a time with "load more". */
export function AuditLogSection() {
  const { t, locale } = useTranslation()
  const api = usePeopleApi()
  const log = useInfiniteQuery({
    queryKey: PEOPLE_KEYS.auditLog,
    queryFn: ({ pageParam }) => api.auditLog(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  })
  const entries = log.data?.pages.flatMap((p) => p.entries) ?? []
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <section aria-labelledby="fw-audit-title" className="fw-people-section">
      <h2 id="fw-audit-title">{t('people.audit.title')}</h2>
      {log.isError ? <p role="alert">{peopleError(t, log.error)}</p> : null}
      {log.isPending ? <p role="status">{t('people.loading')}</p> : null}
      {log.isSuccess && entries.length === 0 ? <p>{t('people.audit.empty')}</p> : null}
      {entries.length > 0 ? (
        <ScrollRegion label={t('people.audit.title')}>
          <table className="fw-people-table">
            <caption className="fw-visually-hidden">{t('people.audit.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('people.audit.when')}</th>
                <th scope="col">{t('people.audit.who')}</th>
                <th scope="col">{t('people.audit.what')}</th>
                <th scope="col">{t('people.audit.target')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id}>
                  <td>
                    <time dateTime={e.occurredAt}>{when.format(new Date(e.occurredAt))}</time>
                  </td>
                  <td>
                    {e.actorEmail ?? t('people.audit.unknownActor')}
                    {e.bySupport ? ` (${t('people.audit.bySupport')})` : ''}
                  </td>
                  <td>{auditActionText(t, e.action)}</td>
                  <td>{auditTargetText(t, e)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
      {log.hasNextPage ? (
        <Button
          variant="secondary"
          aria-disabled={log.isFetchingNextPage || undefined}
          onClick={() => {
            if (!log.isFetchingNextPage) void log.fetchNextPage()
          }}
        >
          {t('people.audit.loadMore')}
        </Button>
      ) : null}
    </section>
  )
}
