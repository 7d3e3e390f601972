/** The origin a target is resolved against to check it; any origin of ours would do. */
const CHECK_BASE = 'http://redirect-check.invalid'

/**
 * The only redirect targets we accept: a same-origin path. One leading slash, never `//` or `/\`
 * (browsers read both as a scheme-relative URL to another host), and no control characters
 * (a tab or newline inside `/\t/evil` is dropped by URL parsers and turns it into `//evil`). Nor a
 * path whose dot segments, plain or encoded (`/..//evil`, `/%2e//evil`), collapse to `//evil` once a URL
 * parser normalises it: code that rebuilds the target from its parsed path (adding a query parameter)
 * would send the browser to another host (decision 062).
 */
export function isSafeRedirect(target: unknown): target is string {
  if (typeof target !== 'string' || target.length === 0 || target.length > 2048) return false
  if (!target.startsWith('/')) return false
  if (target.startsWith('//') || target.startsWith('/\\')) return false
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return false
  let parsed: URL
  try {
    parsed = new URL(target, CHECK_BASE)
  } catch {
    return false
  }
  return parsed.origin === CHECK_BASE && !parsed.pathname.startsWith('//')
}

export function safeRedirect(target: unknown, fallback = '/'): string {
  return isSafeRedirect(target) ? target : fallback
}
