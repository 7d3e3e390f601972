import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { TProfileResponse } from '../../../shared/account/account-schemas.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { accountFormErrors } from './account-errors.ts'
import { QUERY_KEYS, useAccountApis } from './account-query.ts'
import { Checkbox, FormMessages, TextField } from './fields.tsx'
import { Section } from './section.tsx'

export function useProfile() {
  const { account } = useAccountApis()
  return useQuery({ queryKey: QUERY_KEYS.profile, queryFn: () => account().profile() })
}

export function ProfileSection() {
  const { t } = useTranslation()
  const profile = useProfile()
  return (
    <Section id="profile" title={t('account.profile.title')}>
      {profile.data ? <ProfileForm profile={profile.data} /> : <Loading failed={profile.isError} />}
    </Section>
  )
}

function ProfileForm({ profile }: { profile: TProfileResponse }) {
  const { t } = useTranslation()
  const { account } = useAccountApis()
  const queryClient = useQueryClient()
  const [firstName, setFirstName] = useState(profile.firstName)
  const [lastName, setLastName] = useState(profile.lastName)
  const [optIn, setOptIn] = useState(profile.optIn)
  useEffect(() => {
    setFirstName(profile.firstName)
    setLastName(profile.lastName)
    setOptIn(profile.optIn)
  }, [profile])
  const save = useMutation({
    mutationFn: () => account().updateProfile({ firstName, lastName, optIn }),
    onSuccess: (saved) => queryClient.setQueryData(QUERY_KEYS.profile, saved),
  })
  const refused = accountFormErrors(t, save.isError ? save.error : null, ['firstName', 'lastName'])
  const fieldError = (name: string) => refused.fields[name] ?? null
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        save.mutate()
      }}
    >
      <div className="fw-field-row">
        <TextField
          label={t('account.fields.firstName')}
          autoComplete="given-name"
          maxLength={100}
          value={firstName}
          onChange={setFirstName}
          error={fieldError('firstName')}
        />
        <TextField
          label={t('account.fields.lastName')}
          autoComplete="family-name"
          maxLength={100}
          value={lastName}
          onChange={setLastName}
          error={fieldError('lastName')}
        />
      </div>
      <Checkbox
        label={t('account.profile.optIn')}
        hint={t('account.profile.optInHint')}
        checked={optIn}
        onChange={setOptIn}
      />
      <FormMessages success={save.isSuccess ? t('account.profile.saved') : null} error={refused.form} />
      <Button type="submit" disabled={save.isPending}>
        {t('account.actions.save')}
      </Button>
    </form>
  )
}

export function Loading({ failed }: { failed: boolean }) {
  const { t } = useTranslation()
  return failed ? (
    <p role="alert">{t('account.loadFailed')}</p>
  ) : (
    <p className="fw-loading">{t('account.loading')}</p>
  )
}
