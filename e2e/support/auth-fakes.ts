import type { Page, Request } from 'playwright-core'

/**
 * Answers for the auth calls of the sign-in contract, given in the browser: the journeys drive the real
 * page against these answers, so each outcome (refusal, lock, success) can be chosen. Requests are
 * recorded with their form fields and X-CSRF header.
 */
export interface FakeAnswer {
  status: number
  body: Record<string, unknown>
  /** Answers only once this settles, so a journey can look at the page while the call is out. */
  after?: Promise<unknown>
}

export interface SeenCall {
  path: string
  method: string
  fields: Record<string, string>
  csrf: string | undefined
}

export function authRefusal(
  status: number,
  errorCode: string,
  message: string,
  errorField: string | null = null,
) {
  return {
    status,
    body: {
      status: 1,
      errorCode,
      errorField,
      message,
      userInfo: null,
      formToken: null,
      loginRedirectUrl: null,
      businessRedirectUrl: null,
      errors: [{ code: errorCode, description: message }],
    },
  }
}

export const AUTH_OK: FakeAnswer = { status: 200, body: { status: 0 } }

function fieldsOf(request: Request): Record<string, string> {
  const url = new URL(request.url())
  if (request.method() === 'GET') return Object.fromEntries(url.searchParams)
  return Object.fromEntries(new URLSearchParams(request.postData() ?? ''))
}

/** Routes `path` to the answers given, in turn (the last one repeats). */
export async function fakeAuthCall(page: Page, path: string, ...answers: FakeAnswer[]): Promise<SeenCall[]> {
  const seen: SeenCall[] = []
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const request = route.request()
      seen.push({
        path,
        method: request.method(),
        fields: fieldsOf(request),
        csrf: await request.headerValue('x-csrf').then((v) => v ?? undefined),
      })
      const answer = answers[Math.min(seen.length - 1, answers.length - 1)] ?? AUTH_OK
      await answer.after
      await route.fulfill({
        status: answer.status,
        contentType: 'application/json',
        body: JSON.stringify(answer.body),
      })
    },
  )
  return seen
}

/** Opens `url` and waits until the page's code has loaded and hydrated (no request for a while). */
export async function openHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle' })
}
