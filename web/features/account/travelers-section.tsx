import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { TTraveler } from '../../../shared/account/traveler-schemas.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { errorText } from './account-errors.ts'
import { QUERY_KEYS, useAccountApis } from './account-query.ts'
import { FormMessages } from './fields.tsx'
import { Loading } from './profile-section.tsx'
import { Section } from './section.tsx'
import { TravelerForm } from './traveler-form.tsx'

/** Named so that no lower-case generic sits before JSX (the catalogue test reads JSX text). */
type Maybe = string | null

type Editing = { kind: 'new' } | { kind: 'edit'; traveler: TTraveler } | null

/** The user's saved travellers: add, edit, delete, and which one is preferred (one at most). */
export function TravelersSection() {
  const { t } = useTranslation()
  const { travelers } = useAccountApis()
  const queryClient = useQueryClient()
  const list = useQuery({ queryKey: QUERY_KEYS.travelers, queryFn: () => travelers().list() })
  const [editing, setEditing] = useState<Editing>(null)
  const [confirming, setConfirming] = useState<Maybe>(null)
  const [done, setDone] = useState<Maybe>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: QUERY_KEYS.travelers })
  const remove = useMutation({
    mutationFn: (id: string) => travelers().remove(id),
    onSuccess: () => setDone(t('account.travelers.deleted')),
    onSettled: refresh,
  })
  const prefer = useMutation({
    mutationFn: (x: TTraveler) => travelers().save(x.travelerId, { ...x, preferred: true }),
    onSuccess: () => setDone(t('account.travelers.preferredSaved')),
    onSettled: refresh,
  })
  const failure = remove.error ?? prefer.error

  return (
    <Section id="travelers" title={t('account.travelers.title')}>
      <p>{t('account.travelers.about')}</p>
      {list.data ? (
        list.data.length === 0 ? (
          <p>{t('account.travelers.empty')}</p>
        ) : (
          <ul className="fw-account-list">
            {list.data.map((x) => {
              const nameId = `traveler-${x.travelerId}-name`
              const name = [x.firstName, x.middleName, x.lastName].filter(Boolean).join(' ')
              return (
                <li key={x.travelerId} className="fw-account-item">
                  <div>
                    <p id={nameId} className="fw-account-item-title">
                      {name}
                      {x.preferred ? (
                        <span className="fw-badge">{t('account.travelers.preferred')}</span>
                      ) : null}
                    </p>
                    {x.dateOfBirth ? (
                      <p className="fw-field-hint">{t('account.travelers.born', { date: x.dateOfBirth })}</p>
                    ) : null}
                  </div>
                  <div className="fw-actions">
                    <Button
                      variant="secondary"
                      aria-describedby={nameId}
                      onClick={() => setEditing({ kind: 'edit', traveler: x })}
                    >
                      {t('account.actions.edit')}
                    </Button>
                    {x.preferred ? null : (
                      <Button
                        variant="secondary"
                        aria-describedby={nameId}
                        disabled={prefer.isPending}
                        onClick={() => prefer.mutate(x)}
                      >
                        {t('account.travelers.makePreferred')}
                      </Button>
                    )}
                    {confirming === x.travelerId ? (
                      <>
                        <Button
                          variant="danger"
                          aria-describedby={nameId}
                          disabled={remove.isPending}
                          onClick={() => {
                            setConfirming(null)
                            remove.mutate(x.travelerId)
                          }}
                        >
                          {t('account.travelers.confirmDelete')}
                        </Button>
                        <Button variant="secondary" onClick={() => setConfirming(null)}>
                          {t('account.actions.cancel')}
                        </Button>
                      </>
                    ) : (
                      <Button
                        variant="secondary"
                        aria-describedby={nameId}
                        onClick={() => setConfirming(x.travelerId)}
                      >
                        {t('account.actions.delete')}
                      </Button>
                    )}
                  </div>
                </li>
              )
            })}
          </ul>
        )
      ) : (
        <Loading failed={list.isError} />
      )}
      <FormMessages success={done} error={failure ? errorText(t, failure) : null} />
      {editing ? (
        <TravelerForm
          key={editing.kind === 'edit' ? editing.traveler.travelerId : 'new'}
          traveler={editing.kind === 'edit' ? editing.traveler : null}
          onSaved={async () => {
            setEditing(null)
            setDone(t('account.travelers.saved'))
            await refresh()
          }}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <Button onClick={() => setEditing({ kind: 'new' })}>{t('account.travelers.add')}</Button>
      )}
    </Section>
  )
}
