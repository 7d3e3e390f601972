import type { Page } from 'playwright-core'

/** A call from the page itself, with its form token, as the site's own client makes it: its status and JSON. */
export function callFromPage<T>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const state = JSON.parse(document.getElementById('fw-state')?.textContent ?? '{}')
      const res = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json', 'x-csrf': state.state?.formtoken ?? '' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: res.status, json: await res.json() }
    },
    { method, path, body },
  )
}
