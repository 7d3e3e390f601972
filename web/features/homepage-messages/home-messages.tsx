import payMessages from 'virtual:fw-messages/section/payFields'
import { useEffect, useState } from 'react'
import type { TCurrentHomepageMessages } from '../../../shared/business/homepage-messages-schemas.ts'
import { browserApiClient } from '../../api/browser-client.ts'
import { callEndpoint } from '../../api/call-endpoint.ts'
import type { ApiClient } from '../../api/client.ts'
import { homepageMessagesEndpoints as api } from '../../api/endpoints.gen.ts'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import './home-messages.css'

addEnglishMessages(payMessages)

type TMessages = TCurrentHomepageMessages['messages']

/**
 * The company's messages on the home page in business mode (decision 057): a chunk the home page loads
 * only for members in business mode, so the entry carries none of it. Nothing shows until they load;
 * a failed read shows nothing (the messages are a courtesy, not the page).
 */
export function HomeMessages({ client = browserApiClient }: { client?: () => ApiClient }) {
  const { t } = useTranslation()
  const [messages, setMessages] = useState<TMessages>([])
  useEffect(() => {
    let live = true
    callEndpoint(client(), api.current).then(
      (answer) => live && setMessages(answer.messages),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [client])
  if (messages.length === 0) return null
  return (
    <section className="fw-home-messages" aria-label={t('payFields.messages.homeTitle')}>
      {messages.map((m) => (
        <article key={m.id} className="fw-home-message">
          <h2>{m.title}</h2>
          <p className="fw-home-message-body">{m.body}</p>
        </article>
      ))}
    </section>
  )
}
