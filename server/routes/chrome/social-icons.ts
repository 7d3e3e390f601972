import { SOCIAL_SITES } from '../../../shared/chrome/footer-schemas.ts'

type TSocialName = (typeof SOCIAL_SITES)[number]

/*
 * Simple marks of our own drawing (no copied logos): a rounded tile with a plain glyph, in currentColor
 * so the footer's text colour paints them once inlined.
 */
const GLYPHS: Record<TSocialName, string> = {
  facebook:
    '<path d="M13.5 8H15V5.5h-2c-2 0-3 1.3-3 3.2V10H8v2.5h2V19h2.7v-6.5h2l.3-2.5h-2.3V9c0-.6.3-1 .8-1z"/>',
  twitter: '<path d="M6 6h3l3.2 4.4L16 6h2l-4.8 5.6L18.5 18h-3l-3.5-4.7L8 18H6l5.1-5.9z"/>',
  instagram:
    '<path fill-rule="evenodd" d="M8 5h8a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H8a3 3 0 0 1-3-3V8a3 3 0 0 1 3-3zm0 1.6A1.4 1.4 0 0 0 6.6 8v8c0 .8.6 1.4 1.4 1.4h8c.8 0 1.4-.6 1.4-1.4V8c0-.8-.6-1.4-1.4-1.4zM12 9a3 3 0 1 1 0 6 3 3 0 0 1 0-6zm0 1.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM16 7.3a.8.8 0 1 1 0 1.6.8.8 0 0 1 0-1.6z"/>',
  youtube:
    '<path d="M5 8.5C5 7 6 6 7.5 6h9C18 6 19 7 19 8.5v7c0 1.5-1 2.5-2.5 2.5h-9C6 18 5 17 5 15.5zM10.5 9v6l5-3z"/>',
  brunch: '<path d="M7 5h2.4v5.2A4.2 4.2 0 1 1 7 14.2zm4.2 6.6a2.3 2.3 0 1 0 0 4.6 2.3 2.3 0 0 0 0-4.6z"/>',
  naverblog: '<path d="M5 7h14v8h-6l-2 2.5L9 15H5zm3 2v4h1.5v-2.2l1.6 2.2h1.4V9H11v2.2L9.4 9z"/>',
  naverpost: '<path d="M7 5h10v14l-5-3-5 3zm2.5 3v5H11v-2.4l1.7 2.4h1.8V8H13v2.4L11.3 8z"/>',
}

export function socialIconSvg(name: TSocialName): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" fill="currentColor" aria-hidden="true">${GLYPHS[name]}</svg>`
}

export function isSocialName(name: string): name is TSocialName {
  return (SOCIAL_SITES as readonly string[]).includes(name)
}
