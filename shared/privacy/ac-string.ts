/**
 * Google's Additional Consent string (consent checklist section 5): `2~<consented ids>~dv.<disclosed, not
 * consented ids>`, ids being Google ATP ids (not GVL ids), each in one list only. Version 1 strings
 * (`1~1.35.41`, consented only) are still read. No zod here: the dialog's chunk uses it too.
 */
export interface TAcString {
  version: 1 | 2
  /** Ascending, unique. */
  consented: number[]
  /** Shown but not consented; ascending, unique, none of them consented. Empty for version 1. */
  disclosed: number[]
}

const ID_LIST = /^(?:[1-9]\d{0,5}(?:\.[1-9]\d{0,5})*)?$/
export const AC_STRING_MAX_LENGTH = 2_000

function ids(part: string): number[] | null {
  if (!ID_LIST.test(part)) return null
  return part === '' ? [] : part.split('.').map(Number)
}

function ascendingUnique(list: readonly number[]): number[] {
  return [...new Set(list)].sort((a, b) => a - b)
}

/** Null for anything that is not a well-formed version 1 or 2 string. */
export function parseAcString(raw: string): TAcString | null {
  if (raw.length > AC_STRING_MAX_LENGTH) return null
  const parts = raw.split('~')
  if (parts[0] === '1' && parts.length === 2) {
    const consented = ids(parts[1] ?? '')
    return consented ? { version: 1, consented: ascendingUnique(consented), disclosed: [] } : null
  }
  if (parts[0] !== '2' || parts.length !== 3 || !parts[2]?.startsWith('dv.')) return null
  const consented = ids(parts[1] ?? '')
  const disclosed = ids(parts[2].slice(3))
  if (!consented || !disclosed) return null
  const yes = new Set(consented)
  if (disclosed.some((id) => yes.has(id))) return null
  return { version: 2, consented: ascendingUnique(consented), disclosed: ascendingUnique(disclosed) }
}

/**
 * The version 2 string for the ATPs shown (our configured list) of which `consented` were accepted; ids
 * outside the shown list are dropped, so only our configured ATPs ever appear.
 */
export function serialiseAcString(shown: readonly number[], consented: readonly number[]): string {
  const shownSet = new Set(shown)
  const yes = ascendingUnique(consented.filter((id) => shownSet.has(id)))
  const yesSet = new Set(yes)
  const dv = ascendingUnique(shown.filter((id) => !yesSet.has(id)))
  return `2~${yes.join('.')}~dv.${dv.join('.')}`
}
