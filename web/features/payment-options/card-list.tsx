import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import type { TCardReference } from '../../../shared/business/payment-schemas.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { FormErrorsScope } from '../../ui/form-errors-scope.tsx'
import { CardFields, cardOf, EMPTY_CARD } from './card-form.tsx'
import { cardFormErrors, PayOutcome } from './pay-root.tsx'

/**
 * A list of cards the page loads under `key`, the card being added (`add` sends it with what else
 * `addCard` asks, and empties the form), and `remove`: either reloads the list.
 */
export function useCardList<TList, TItem, TExtra = undefined>(
  key: readonly unknown[],
  load: () => Promise<TList>,
  addCard: (card: TCardReference, extra: TExtra) => Promise<unknown>,
  removeCard: (card: TItem) => Promise<unknown>,
) {
  const queryClient = useQueryClient()
  const list = useQuery({ queryKey: key, queryFn: load })
  const refresh = () => queryClient.invalidateQueries({ queryKey: key })
  const [draft, setDraft] = useState(EMPTY_CARD)
  const add = useMutation({
    mutationFn: (extra: TExtra) => addCard(cardOf(draft), extra),
    onSuccess: async () => {
      setDraft(EMPTY_CARD)
      await refresh()
    },
  })
  const remove = useMutation({ mutationFn: removeCard, onSettled: refresh })
  return { list, refresh, draft, setDraft, add, remove }
}

/** A card's Remove, naming the card by the line `describedBy` (its summary). */
export function RemoveCardButton({
  describedBy,
  remove,
}: {
  describedBy: string
  remove: { isPending: boolean; mutate(): void }
}) {
  const { t } = useTranslation()
  return (
    <Button
      variant="secondary"
      aria-describedby={describedBy}
      disabled={remove.isPending}
      onClick={() => remove.mutate()}
    >
      {t('payFields.remove')}
    </Button>
  )
}

/**
 * The form adding a card: its heading (`title`, with the id `titleId` that names the form), what
 * `children` ask first, the card's fields (the request's at `at`), the outcome and the submit.
 */
export function AddCardForm(props: {
  titleId: string
  title: ReactNode
  at?: string
  draft: typeof EMPTY_CARD
  setDraft(draft: typeof EMPTY_CARD): void
  add: { error: unknown; isSuccess: boolean; isPending: boolean }
  submitLabel: string
  onSubmit(): void
  children?: ReactNode
}) {
  const { t } = useTranslation()
  const { add, at = '' } = props
  return (
    <form
      className="fw-company-form"
      noValidate
      aria-labelledby={props.titleId}
      onSubmit={(event) => {
        event.preventDefault()
        props.onSubmit()
      }}
    >
      <FormErrorsScope value={{ error: add.error, ...cardFormErrors(t, add.error, at) }}>
        {props.title}
        {props.children}
        <CardFields value={props.draft} onChange={props.setDraft} at={at} />
        <PayOutcome saved={add.isSuccess ? t('payFields.saved') : null} error={add.error} />
        <Button type="submit" disabled={add.isPending}>
          {props.submitLabel}
        </Button>
      </FormErrorsScope>
    </form>
  )
}
