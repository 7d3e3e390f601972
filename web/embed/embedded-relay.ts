import {
  EMBED_CLIENT_LIMIT,
  EMBED_FRAME_INIT_GUARD_MS,
  EMBED_MESSAGE,
  EMBED_MESSAGE_LIMITS,
  EMBED_METRICS,
  EMBED_ORIGIN_HEADER,
  EMBED_READY_GIVE_UP_MS,
  EmbedErrorCode,
  type TEmbedMetricType,
} from '../../shared/embed/embed-contract.ts'
import {
  type TEmbedErrorMessage,
  type TEmbedResponseMessage,
  ZEmbedRequestMessageSchema,
} from '../../shared/embed/embed-schemas.ts'
import { decideRelay } from '../../shared/embed/relay-allow-list.ts'

/** The few parts of a browser window the relay uses (a real window in the page, a stand-in in tests). */
export interface RelayWindow {
  parent: { postMessage(message: unknown, targetOrigin: string): void }
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  setInterval(handler: () => void, ms: number): number
  clearInterval(id: number): void
}

export interface RelayOptions {
  win: RelayWindow
  /** The one host origin this frame talks to: configured, and the origin of its parent. */
  hostOrigin: string
  fetch: (url: string, init: RequestInit) => Promise<Response>
  now: () => number
  reportMetric: (type: TEmbedMetricType, name: string, value: number) => void
}

/**
 * The parent's origin, if it is one of the configured hosts: Chromium and Safari name it in
 * location.ancestorOrigins; elsewhere the referrer of the frame's first page is the parent's address.
 * Only a hint for whom to talk to: every message is checked against it, and the browser itself
 * delivers our posts only to a parent of that origin.
 */
export function configuredParentOrigin(
  hostOrigins: readonly string[],
  ancestorOrigins: readonly string[] | undefined,
  referrer: string,
): string | null {
  let candidate: string | null = ancestorOrigins?.[0] ?? null
  if (candidate === null && referrer) {
    try {
      candidate = new URL(referrer).origin
    } catch {
      candidate = null
    }
  }
  return candidate !== null && hostOrigins.includes(candidate) ? candidate : null
}

/**
 * Answers a configured host's requests (decision 049). Messages are heard only from the parent window
 * at the host origin; replies go only to that origin, never '*'. Each request passes the shared
 * allow-list (decideRelay) and the frame's rate limit before anything is fetched. Returns a stop.
 */
export function startEmbeddedRelay(options: RelayOptions): () => void {
  const { win, hostOrigin } = options
  const startedAt = options.now()
  const recent: number[] = []
  let heard = false
  const post = (message: TEmbedResponseMessage | TEmbedErrorMessage | { type: string }) =>
    win.parent.postMessage(message, hostOrigin)
  const refuse = (id: string | null, code: string, description: string) => {
    options.reportMetric('count', EMBED_METRICS.relayRefused, 1)
    post({ type: EMBED_MESSAGE.error, id, error: { code, description } })
  }

  // The frame init guard: announce, and again every 128 ms, until the host has spoken (its listener
  // may come later than our first word); give up after a while so a silent host costs nothing.
  post({ type: EMBED_MESSAGE.ready })
  const announcer = win.setInterval(() => {
    if (heard || options.now() - startedAt >= EMBED_READY_GIVE_UP_MS) win.clearInterval(announcer)
    else post({ type: EMBED_MESSAGE.ready })
  }, EMBED_FRAME_INIT_GUARD_MS)

  function underLimit(): boolean {
    const now = options.now()
    while (recent.length > 0 && now - (recent[0] as number) >= EMBED_CLIENT_LIMIT.windowMs) recent.shift()
    if (recent.length >= EMBED_CLIENT_LIMIT.max) return false
    recent.push(now)
    return true
  }

  async function relay(event: MessageEvent) {
    // Anyone else (another frame, a popup, another origin) is not answered at all.
    if (event.source !== (win.parent as unknown) || event.origin !== hostOrigin) return
    if (!heard) {
      heard = true
      win.clearInterval(announcer)
      options.reportMetric('timing', EMBED_METRICS.frameInit, options.now() - startedAt)
    }
    const raw = event.data as { type?: unknown; id?: unknown } | null
    if (raw === null || typeof raw !== 'object' || raw.type !== EMBED_MESSAGE.request) return
    const id = typeof raw.id === 'string' && raw.id.length <= EMBED_MESSAGE_LIMITS.idLength ? raw.id : null
    const parsed = ZEmbedRequestMessageSchema.safeParse(raw)
    if (!parsed.success)
      return refuse(id, EmbedErrorCode.BAD_MESSAGE, 'The request message does not have the expected shape.')
    if (!underLimit())
      return refuse(id, EmbedErrorCode.RATE_LIMITED, 'Too many requests from this host; try again shortly.')
    const decision = decideRelay(parsed.data)
    if (!decision.ok) return refuse(id, decision.code, decision.description)
    try {
      const response = await options.fetch(decision.url, {
        method: decision.method,
        credentials: decision.credentials,
        headers: { ...decision.headers, [EMBED_ORIGIN_HEADER]: hostOrigin },
        // A redirect could lead anywhere; a relayed call follows none.
        redirect: 'error',
      })
      const text = await response.text()
      if (text.length > EMBED_MESSAGE_LIMITS.responseBytes)
        return refuse(id, EmbedErrorCode.REQUEST_FAILED, 'The answer is too large to relay.')
      const isJson = (response.headers.get('content-type') ?? '').includes('application/json')
      options.reportMetric('count', EMBED_METRICS.relayed, 1)
      post({
        type: EMBED_MESSAGE.response,
        id: parsed.data.id,
        status: response.status,
        ok: response.ok,
        data: isJson && text ? JSON.parse(text) : text,
      })
    } catch {
      refuse(id, EmbedErrorCode.REQUEST_FAILED, 'The request could not be made.')
    }
  }
  const listener = (event: MessageEvent) => void relay(event)
  win.addEventListener('message', listener)
  return () => {
    win.clearInterval(announcer)
    win.removeEventListener('message', listener)
  }
}
