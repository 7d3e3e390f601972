import type { TLegalDocument } from '../../../shared/legal/legal-versions.ts'

/**
 * The terms of use and the privacy notice, one Markdown file per document and language in content/legal
 * (decision 096). They come with the legal pages' chunk only, never with the site's other pages.
 */
const FILES = import.meta.glob<string>('../../../content/legal/*/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
})

/** The document's current text in the language, English where it is not translated. */
export function legalSource(document: TLegalDocument, language: string): string {
  const file = (lang: string) => FILES[`../../../content/legal/${lang}/${document}.md`]
  return file(language) ?? file('en') ?? ''
}
