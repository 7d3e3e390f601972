import { useEffect, useId, useState } from 'react'
import { Button, Heading, Input, Label, ListBox, ListBoxItem, SearchField, Text } from 'react-aria-components'
import { BOOK_ON_BEHALF_SEARCH, shouldSearch } from '../../../shared/business/book-on-behalf-contract.ts'
import type { TBusinessUser } from '../../../shared/business/people-schemas.ts'
import { BREAKPOINTS } from '../../../shared/constants.ts'
import type { BookOnBehalfApi } from '../../api/book-on-behalf.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { useMinWidth } from '../../ui/media-query.ts'
import { ModalDialog } from '../../ui/modal-dialog.tsx'
import { useDebounced } from '../people/use-debounced.ts'
import './book-on-behalf.css'

type TStatus = 'idle' | 'loading' | 'loaded' | 'error'

interface Props {
  api: BookOnBehalfApi | null
  loadApi: () => Promise<BookOnBehalfApi>
  /** The signed-in member's address: never in the list (spec section 5). */
  ownEmail: string
  onPick(user: TBusinessUser): void
  onClose(): void
  config?: { minLength: number; searchOnEmpty: boolean; debounceMs: number }
}

const nameOf = (u: TBusinessUser) => `${u.firstName} ${u.lastName}`.trim() || u.email

/**
 * Who to book for (spec sections 2 and 5): the travelersForTravelArranger search, debounced, from the
 * configured minimum length; a popup on wide screens and the whole screen on narrow ones, as the
 * header's other menus. Its own chunk, loaded when "other" is chosen.
 */
export default function TravelerSearchDialog({
  api,
  loadApi,
  ownEmail,
  onPick,
  onClose,
  config = BOOK_ON_BEHALF_SEARCH,
}: Props) {
  const { t } = useTranslation()
  const wide = useMinWidth(BREAKPOINTS.ml)
  const headingId = useId()
  const [query, setQuery] = useState('')
  const settled = useDebounced(query, config.debounceMs)
  const [status, setStatus] = useState<TStatus>('idle')
  const [users, setUsers] = useState<TBusinessUser[]>([])

  useEffect(() => {
    if (!shouldSearch(settled, config)) {
      setStatus('idle')
      setUsers([])
      return
    }
    let current = true
    setStatus('loading')
    ;(async () => {
      try {
        const page = await (api ?? (await loadApi())).searchTravelers(settled.trim())
        if (!current) return
        const own = ownEmail.toLowerCase()
        setUsers(page.content.filter((u) => u.email.toLowerCase() !== own))
        setStatus('loaded')
      } catch {
        // findUsers never rejects; loading the API chunk may.
        if (current) setStatus('error')
      }
    })()
    return () => {
      current = false
    }
  }, [settled, api, loadApi, ownEmail, config])

  return (
    <ModalDialog
      presentation={wide ? 'popup' : 'fullscreen'}
      onClose={onClose}
      labelledBy={headingId}
      maxWidth={520}
    >
      <div className="fw-book-for-dialog">
        <Heading slot="title" id={headingId}>
          {t('bookOnBehalf.search.title')}
        </Heading>
        <SearchField value={query} onChange={setQuery} autoFocus className="fw-field">
          <Label>{t('bookOnBehalf.search.label')}</Label>
          <Input />
          <Text slot="description">{t('bookOnBehalf.search.hint')}</Text>
        </SearchField>
        <p className="fw-book-for-status" aria-live="polite">
          {status === 'loading' ? t('bookOnBehalf.search.loading') : null}
          {status === 'loaded' && users.length === 0 ? t('bookOnBehalf.search.empty') : null}
          {status === 'error' ? t('bookOnBehalf.search.error') : null}
        </p>
        {users.length > 0 ? (
          <ListBox
            aria-label={t('bookOnBehalf.search.results')}
            items={users}
            selectionMode="none"
            onAction={(key) => {
              const user = users.find((u) => u.id === key)
              if (user) onPick(user)
            }}
            className="fw-book-for-results"
          >
            {(user) => (
              <ListBoxItem id={user.id} textValue={nameOf(user)} className="fw-book-for-result">
                {/* One name from all the visible text (axe: label-content-name-mismatch). */}
                <span className="fw-book-for-result-name">{nameOf(user)}</span>{' '}
                <span className="fw-book-for-result-email">
                  {user.isGuest ? t('bookOnBehalf.search.guest', { email: user.email }) : user.email}
                </span>
              </ListBoxItem>
            )}
          </ListBox>
        ) : null}
        <Button className="fw-button fw-button--secondary" onPress={onClose}>
          {t('bookOnBehalf.search.close')}
        </Button>
      </div>
    </ModalDialog>
  )
}
