/**
 * The only redirect targets we accept: a same-origin path. One leading slash, never `//` or `/\`
 * (browsers read both as a scheme-relative URL to another host), and no control characters
 * (a tab or newline inside `/\t/evil` is dropped by URL parsers and turns it into `//evil`).
 */
export function isSafeRedirect(target: unknown): target is string {
  if (typeof target !== 'string' || target.length === 0 || target.length > 2048) return false
  if (!target.startsWith('/')) return false
  if (target.startsWith('//') || target.startsWith('/\\')) return false
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return false
  return true
}

export function safeRedirect(target: unknown, fallback = '/'): string {
  return isSafeRedirect(target) ? target : fallback
}
