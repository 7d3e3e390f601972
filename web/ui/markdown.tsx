import { Lexer, lexer, type Token, type Tokens } from 'marked'
import { type AnchorHTMLAttributes, Children, Fragment, createElement as h, type ReactNode } from 'react'
import { withParticle } from '../../shared/i18n/korean-particles.ts'

/** `{name}` or `{name, particle, 으로}` (the ICU-like form our messages use, web/i18n/icu-message.ts). */
const PLACEHOLDER = /\{(\w+)(?:,\s*particle,\s*([^}\s]+)\s*)?\}/g

type Values = Readonly<Record<string, string>>

function fill(text: string, values: Values): string {
  return text.replace(PLACEHOLDER, (whole, name: string, particle?: string) => {
    const value = values[name]
    if (value === undefined) return whole
    return particle ? withParticle(value, particle) : value
  })
}

/** A heading's own anchor, written after its text: `## California privacy rights {#ccpa}`. */
const HEADING_ID = /\s*\{#([A-Za-z][\w-]*)\}\s*$/

interface Options {
  values?: Values
  /**
   * Each top heading (# or ##) with an anchor opens a section named by it: a section element with the
   * anchor as its id, labelled by the heading (id "ccpa-title" for "ccpa"), so that a link to #ccpa lands
   * on it and the section is a named region.
   */
  sections?: boolean
  /** What the page adds at the end of a section, by the section's anchor (a button, a live control). */
  extras?: Readonly<Record<string, ReactNode>>
}

/**
 * Our content pages' Markdown (content/pages, content/legal), read by marked's lexer and drawn as React
 * elements (a renderer, so createElement rather than JSX): nothing is set as HTML, so neither the text nor
 * a value can become markup; raw HTML in the source is dropped or shown as text. Headings start at h2 (the
 * page's title is its h1) and may carry an anchor ({#id}); links out of the site open apart, with noopener.
 */
export function Markdown({
  source,
  values = {},
  sections = false,
  extras = {},
}: { source: string } & Options) {
  const tokens = lexer(source)
  if (!sections) return h(Fragment, null, ...blocks(tokens, values))
  return h(
    Fragment,
    null,
    ...Children.toArray(grouped(tokens).map((group) => section(group, values, extras))),
  )
}

/** The anchored top headings in order, their placeholders filled: a table of contents. */
export function markdownOutline(source: string, values: Values = {}): { id: string; text: string }[] {
  return lexer(source).flatMap((token) => {
    const anchored = token.type === 'heading' && token.depth <= 2 ? anchor(token as Tokens.Heading) : null
    return anchored ? [{ id: anchored.id, text: fill(plain(anchored.tokens), values) }] : []
  })
}

function plain(tokens: readonly Token[]): string {
  return tokens.map((t) => ('tokens' in t && t.tokens ? plain(t.tokens) : 'text' in t ? t.text : '')).join('')
}

/** A heading's anchor and its text's inlines without it; null when it has none. */
function anchor(token: Tokens.Heading): { id: string; tokens: Token[] } | null {
  const match = HEADING_ID.exec(token.text)
  if (!match) return null
  return { id: match[1] as string, tokens: Lexer.lexInline(token.text.slice(0, match.index)) }
}

type Group = { id: string | null; tokens: Token[] }

function grouped(tokens: readonly Token[]): Group[] {
  const groups: Group[] = [{ id: null, tokens: [] }]
  for (const token of tokens) {
    const id = token.type === 'heading' && token.depth <= 2 ? anchor(token as Tokens.Heading)?.id : undefined
    if (id) groups.push({ id, tokens: [] })
    ;(groups.at(-1) as Group).tokens.push(token)
  }
  return groups.filter((g) => g.tokens.length > 0)
}

function section(group: Group, values: Values, extras: Readonly<Record<string, ReactNode>>): ReactNode {
  if (!group.id) return h(Fragment, null, ...blocks(group.tokens, values))
  const titleId = `${group.id}-title`
  const [heading, ...rest] = group.tokens
  return h(
    'section',
    { id: group.id, 'aria-labelledby': titleId },
    ...Children.toArray([
      headingElement(heading as Tokens.Heading, values, titleId),
      ...blocks(rest, values),
      extras[group.id] ?? null,
    ]),
  )
}

// Children.toArray keys the elements by their place: the text is fixed, so places are stable keys.
function blocks(tokens: readonly Token[], values: Values): ReactNode[] {
  return Children.toArray(tokens.map((token) => block(token, values)))
}

function inlines(tokens: readonly Token[], values: Values): ReactNode[] {
  return Children.toArray(tokens.map((token) => inline(token, values)))
}

const HEADINGS = ['h2', 'h2', 'h3', 'h4', 'h5', 'h6'] as const

function headingElement(token: Tokens.Heading, values: Values, id?: string): ReactNode {
  const anchored = anchor(token)
  const tag = HEADINGS[Math.min(token.depth, 6) - 1] ?? 'h6'
  const props = id || anchored ? { id: id ?? anchored?.id } : null
  return h(tag, props, ...inlines(anchored?.tokens ?? token.tokens ?? [], values))
}

function block(token: Token, values: Values): ReactNode {
  switch (token.type) {
    case 'heading':
      return headingElement(token as Tokens.Heading, values)
    case 'paragraph':
      return h('p', null, ...inlines(token.tokens ?? [], values))
    case 'list': {
      const list = token as Tokens.List
      // A tight list item holds one text token whose own tokens are the inlines.
      const item = (entry: Tokens.ListItem) =>
        h(
          'li',
          null,
          ...Children.toArray(
            entry.tokens.flatMap((t) =>
              t.type === 'text' ? inlines((t as Tokens.Text).tokens ?? [t], values) : [block(t, values)],
            ),
          ),
        )
      return h(list.ordered ? 'ol' : 'ul', null, ...Children.toArray(list.items.map(item)))
    }
    case 'html':
    case 'space':
      return null
    default:
      return 'tokens' in token && token.tokens ? h('p', null, ...inlines(token.tokens, values)) : null
  }
}

function inline(token: Token, values: Values): ReactNode {
  switch (token.type) {
    case 'strong':
      return h('strong', null, ...inlines(token.tokens ?? [], values))
    case 'em':
      return h('em', null, ...inlines(token.tokens ?? [], values))
    case 'codespan':
      return h('code', null, fill(token.text, values))
    case 'br':
      return h('br')
    case 'link': {
      const href = fill(token.href, values)
      // A path of the site or an anchor of the page: no new window.
      const inside = (href.startsWith('/') && !href.startsWith('//')) || href.startsWith('#')
      const props: AnchorHTMLAttributes<HTMLAnchorElement> = inside
        ? { href }
        : { href, rel: 'noopener noreferrer', target: '_blank' }
      return h('a', props, ...inlines(token.tokens ?? [], values))
    }
    case 'text':
      return 'tokens' in token && token.tokens ? inlines(token.tokens, values) : fill(token.text, values)
    default:
      return 'text' in token ? fill(String(token.text), values) : null
  }
}
