import { lexer, type Token, type Tokens } from 'marked'
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

/**
 * Our content pages' Markdown (content/pages), read by marked's lexer and drawn as React elements (a
 * renderer, so createElement rather than JSX): nothing is set as HTML, so neither the text nor a value
 * can become markup; raw HTML in the source is dropped or shown as text. Headings start at h2 (the
 * page's title is its h1); links out of the site open apart, with noopener.
 */
export function Markdown({ source, values = {} }: { source: string; values?: Values }) {
  return h(Fragment, null, ...blocks(lexer(source), values))
}

// Children.toArray keys the elements by their place: the text is fixed, so places are stable keys.
function blocks(tokens: readonly Token[], values: Values): ReactNode[] {
  return Children.toArray(tokens.map((token) => block(token, values)))
}

function inlines(tokens: readonly Token[], values: Values): ReactNode[] {
  return Children.toArray(tokens.map((token) => inline(token, values)))
}

const HEADINGS = ['h2', 'h2', 'h3', 'h4', 'h5', 'h6'] as const

function block(token: Token, values: Values): ReactNode {
  switch (token.type) {
    case 'heading':
      return h(HEADINGS[Math.min(token.depth, 6) - 1] ?? 'h6', null, ...inlines(token.tokens ?? [], values))
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
      const inside = href.startsWith('/') && !href.startsWith('//')
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
