import { useEffect, useState } from 'react'
import { A11Y_ANNOUNCEMENT_CLEAR_MS } from '../../shared/constants.ts'
import { useEventBus } from '../app/global-state.tsx'

/**
 * The top-of-page announcement: a polite live region that reads out what features publish as
 * `a11y:announce`, emptied after 3000 ms so a screen reader's review does not find stale news.
 */
export function LiveAnnouncer() {
  const bus = useEventBus()
  const [message, setMessage] = useState('')
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const stop = bus.subscribe('a11y:announce', (event) => {
      setMessage(event.message)
      clearTimeout(timer)
      timer = setTimeout(() => setMessage(''), A11Y_ANNOUNCEMENT_CLEAR_MS)
    })
    return () => {
      stop()
      clearTimeout(timer)
    }
  }, [bus])
  return (
    <div className="fw-visually-hidden" role="status" aria-live="polite">
      {message}
    </div>
  )
}
