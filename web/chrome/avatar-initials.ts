/** The first letter or digit of a word, whole even when outside the BMP. */
function firstSign(word: string): string {
  return [...word].find((ch) => /[\p{L}\p{N}]/u.test(ch)) ?? ''
}

/** Upper case, one sign still: "ß" would become "SS". */
function upper(sign: string): string {
  return [...sign.toLocaleUpperCase()][0] ?? ''
}

/** Avatar initials (spec section 5): at most 2 letters, of the first and the last word. */
export function avatarInitials(name: string | null | undefined): string {
  const words = (name ?? '')
    .trim()
    .split(/\s+/)
    .filter((w) => firstSign(w) !== '')
  const first = words[0]
  if (first === undefined) return ''
  const last = words.length > 1 ? words[words.length - 1] : undefined
  return `${upper(firstSign(first))}${last ? upper(firstSign(last)) : ''}`
}

/** An account name starting with + is a phone number, shown as a phone icon rather than initials. */
export function isPhoneAccount(name: string | null | undefined): boolean {
  return (name ?? '').trimStart().startsWith('+')
}
