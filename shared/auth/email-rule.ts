/**
 * What the site takes as an e-mail address, in one place for the dialog and the server (issue 27 item 6):
 * at most 254 characters (RFC 5321's path limit) and zod's own e-mail pattern, which the server's schemas
 * use through `z.email({ pattern: EMAIL_PATTERN })`. The browser checks with the same expression without
 * loading zod; a test holds the two to the same answers.
 */
export const EMAIL_MAX_LENGTH = 254

export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/

export type TEmailProblem = 'required' | 'tooLong' | 'invalid'

/** What is wrong with a typed address (trimmed first), or null. */
export function emailProblem(typed: string): TEmailProblem | null {
  const email = typed.trim()
  if (email === '') return 'required'
  if (email.length > EMAIL_MAX_LENGTH) return 'tooLong'
  return EMAIL_PATTERN.test(email) ? null : 'invalid'
}
