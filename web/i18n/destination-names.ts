import destinationMessages from 'virtual:fw-messages/section/destinations'
import type { TFunction } from './create-i18n.ts'
import { addEnglishMessages } from './create-i18n.ts'

addEnglishMessages(destinationMessages)

/** A demo catalogue city's name in the page's language (the key itself for an unknown city). */
export function destinationName(t: TFunction, key: string): string {
  const id = `destinations.${key}`
  const name = t(id)
  return name === id ? key : name
}
