import './onboarding-messages.ts'
import { useCallback, useEffect, useState } from 'react'
import type { TTask, TTaskList, TTasksResponse } from '../../../shared/business/onboarding-schemas.ts'
import { useInBusinessMode } from '../../app/global-state.tsx'
import { errorMessage } from '../../i18n/field-errors.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { PageFrame } from '../../routes/page-frame.tsx'
import { Button } from '../../ui/button.tsx'
import { useOnboardingApi } from './use-onboarding-api.ts'
import './onboarding.css'
import {
  ONBOARDING_COMPLETE,
  ONBOARDING_PAGES,
  type TTaskStatus,
} from '../../../shared/business/onboarding-contract.ts'

const NO_FAILURE: string | null = null

type TState =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; data: TTasksResponse }

/** /business/tasks (account list) and /business/tasks/company (company list), with progress bars. */
export function TasksPage({ list }: { list: 'account' | 'company' }) {
  const { t } = useTranslation()
  const member = useInBusinessMode()
  const pageId = list === 'account' ? 'businessTasks' : 'businessTasksCompany'
  return (
    <PageFrame pageId={pageId}>
      {member ? <TaskLists list={list} /> : <p>{t('businessOnboarding.tasks.signedOut')}</p>}
    </PageFrame>
  )
}

function TaskLists({ list }: { list: 'account' | 'company' }) {
  const { t } = useTranslation()
  const api = useOnboardingApi()
  const [state, setState] = useState<TState>({ kind: 'loading' })
  const [busy, setBusy] = useState(NO_FAILURE)
  const [failure, setFailure] = useState(NO_FAILURE)
  const fail = useCallback((error: unknown) => errorMessage(t, error, t('errors.generic')), [t])

  useEffect(() => {
    api.tasks().then(
      (data) => setState({ kind: 'ready', data }),
      (error) => setState({ kind: 'failed', message: fail(error) }),
    )
  }, [api, fail])

  if (state.kind !== 'ready') {
    const loading = state.kind === 'loading'
    return (
      <p role={loading ? 'status' : 'alert'}>
        {loading ? t('businessOnboarding.tasks.loading') : state.message}
      </p>
    )
  }
  const { data } = state
  const shown: TTaskList | null = list === 'account' ? data.account : data.company
  const other =
    list === 'company'
      ? { href: ONBOARDING_PAGES.tasks, label: 'businessOnboarding.tasks.toAccount' }
      : data.company
        ? { href: ONBOARDING_PAGES.tasksCompany, label: 'businessOnboarding.tasks.toCompany' }
        : null

  async function setStatus(task: TTask, status: TTaskStatus) {
    setBusy(task.id)
    setFailure(null)
    try {
      setState({ kind: 'ready', data: await api.setTaskStatus({ taskId: task.id as never, status }) })
    } catch (error) {
      setFailure(fail(error))
    } finally {
      setBusy(null)
    }
  }
  async function dismiss() {
    try {
      await api.dismissReminderTaskGrid()
      setState({ kind: 'ready', data: { ...data, reminderDismissed: true } })
    } catch (error) {
      setFailure(fail(error))
    }
  }

  return (
    <div className="fw-task-list">
      {!data.reminderDismissed && data.account.progress < ONBOARDING_COMPLETE ? (
        <div className="fw-onboarding-reminder">
          <p>{t('businessOnboarding.tasks.reminder')}</p>
          <Button variant="secondary" onClick={() => void dismiss()}>
            {t('businessOnboarding.tasks.dismissReminder')}
          </Button>
        </div>
      ) : null}
      {shown ? (
        <TaskListView list={list} data={shown} busy={busy} onStatus={setStatus} />
      ) : (
        <p>{t('businessOnboarding.tasks.noCompany')}</p>
      )}
      <p role="alert" className="fw-alert">
        {failure}
      </p>
      {other ? (
        <p>
          <a href={other.href}>{t(other.label)}</a>
        </p>
      ) : null}
    </div>
  )
}

const ACTION_LABELS: Record<TTaskStatus, string> = {
  done: 'businessOnboarding.tasks.markDone',
  skipped: 'businessOnboarding.tasks.skip',
  todo: 'businessOnboarding.tasks.undo',
}

/**
 * What a task offers: a to-do can be done or skipped (one that completes itself, only skipped); a
 * hand-set one can go back; a met condition stays.
 */
export function actionsFor(task: TTask): TTaskStatus[] {
  if (task.status === 'todo') return task.automatic ? ['skipped'] : ['done', 'skipped']
  return task.automatic && task.status === 'done' ? [] : ['todo']
}

function TaskListView(props: {
  list: 'account' | 'company'
  data: TTaskList
  busy: string | null
  onStatus(task: TTask, status: TTaskStatus): void
}) {
  const { t } = useTranslation()
  const { data } = props
  const headingId = `fw-tasks-${props.list}`
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t(`businessOnboarding.tasks.${props.list}List`)}</h2>
      <label htmlFor={`${headingId}-progress`}>{t('businessOnboarding.tasks.progress')}</label>{' '}
      <progress id={`${headingId}-progress`} className="fw-progress" max={100} value={data.progress}>
        {t('businessOnboarding.tasks.percent', { progress: String(data.progress) })}
      </progress>
      <p role="status">
        {data.progress === ONBOARDING_COMPLETE
          ? t('businessOnboarding.tasks.complete')
          : t('businessOnboarding.tasks.percent', { progress: String(data.progress) })}
      </p>
      <ul>
        {data.tasks.map((task) => {
          const name = t(`businessOnboarding.tasks.names.${task.id}`)
          const busy = props.busy === task.id
          return (
            <li key={task.id} className="fw-task" data-task={task.id}>
              <span>
                <strong>{name}</strong> — {t(`businessOnboarding.tasks.statuses.${task.status}`)}
                {task.automatic ? ` (${t('businessOnboarding.tasks.automatic')})` : null}
              </span>
              <span className="fw-task-actions">
                {actionsFor(task).map((status) => (
                  <Button
                    key={status}
                    variant="secondary"
                    disabled={busy}
                    onClick={() => props.onStatus(task, status)}
                  >
                    {t(ACTION_LABELS[status], { task: name })}
                  </Button>
                ))}
              </span>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
