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
  /**
   * The help articles' subset (decision 051): paragraphs, lists and **bold**. Any other mark or block keeps
   * its words as plain text, and a line break inside a paragraph is a space.
   */
  boldOnly?: boolean
  /**
   * Draws a run of plain text, its placeholders filled: the help page marks the search's words in it and
   * links {email} and {phone}. By default the text as it is.
   */
  text?: (run: string) => ReactNode
}

/** What drawing needs besides the tokens. */
interface Reading {
  values: Values
  boldOnly: boolean
  text: (run: string) => ReactNode
}

/**
 * The site's Markdown, the content pages' (content/pages, content/legal) and the help articles'
 * (content/help, boldOnly), read by marked's lexer and drawn as React elements (a renderer, so
 * createElement rather than JSX): nothing is set as HTML, so neither the text nor a value can become
 * markup; raw HTML in the source is dropped or shown as text. Headings start at h2 (the page's title is
 * its h1) and may carry an anchor ({#id}); links out of the site open apart, with noopener.
 */
export function Markdown({
  source,
  values = {},
  sections = false,
  extras = {},
  boldOnly = false,
  text = (run) => run,
}: { source: string } & Options) {
  const tokens = lexer(source)
  const r: Reading = { values, boldOnly, text }
  if (!sections) return h(Fragment, null, ...blocks(tokens, r))
  return h(Fragment, null, ...Children.toArray(grouped(tokens).map((group) => section(group, r, extras))))
}

/**
 * The words of a boldOnly text as the reader sees them, placeholders filled, blocks and list items apart
 * by a space: what the help search matches and cuts its snippets from.
 */
export function markdownText(source: string, values: Values = {}): string {
  const words = (tokens: readonly Token[]) =>
    boldRuns(tokens)
      .map((run) => fill(typeof run === 'string' ? run : run.strong, values))
      .join('')
  return lexer(source)
    .flatMap((token) => {
      if (token.type === 'space' || token.type === 'html') return []
      if (token.type === 'list') return (token as Tokens.List).items.map((item) => words(item.tokens))
      return [words('tokens' in token && token.tokens ? token.tokens : [])]
    })
    .join(' ')
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

function section(group: Group, r: Reading, extras: Readonly<Record<string, ReactNode>>): ReactNode {
  if (!group.id) return h(Fragment, null, ...blocks(group.tokens, r))
  const titleId = `${group.id}-title`
  const [heading, ...rest] = group.tokens
  return h(
    'section',
    { id: group.id, 'aria-labelledby': titleId },
    ...Children.toArray([
      headingElement(heading as Tokens.Heading, r, titleId),
      ...blocks(rest, r),
      extras[group.id] ?? null,
    ]),
  )
}

// Children.toArray keys the elements by their place: the text is fixed, so places are stable keys.
function blocks(tokens: readonly Token[], r: Reading): ReactNode[] {
  return Children.toArray(tokens.map((token) => (r.boldOnly ? boldOnlyBlock(token, r) : block(token, r))))
}

function inlines(tokens: readonly Token[], r: Reading): ReactNode[] {
  if (r.boldOnly)
    return Children.toArray(
      boldRuns(tokens).map((run) =>
        typeof run === 'string'
          ? r.text(fill(run, r.values))
          : h('strong', null, r.text(fill(run.strong, r.values))),
      ),
    )
  return Children.toArray(tokens.map((token) => inline(token, r)))
}

/** Inline tokens with the text tokens that hold inlines (a list item's text) opened up. */
function opened(tokens: readonly Token[]): Token[] {
  return tokens.flatMap((t) => (t.type === 'text' && 'tokens' in t && t.tokens ? opened(t.tokens) : [t]))
}

/** boldOnly's inlines: bold, and between them runs of plain words whose line breaks are spaces. */
function boldRuns(tokens: readonly Token[]): (string | { strong: string })[] {
  const runs: (string | { strong: string })[] = []
  for (const token of opened(tokens)) {
    if (token.type === 'strong') {
      runs.push({ strong: plain(token.tokens ?? []) })
      continue
    }
    const words = (
      'tokens' in token && token.tokens ? plain(token.tokens) : 'text' in token ? String(token.text) : ''
    ).replace(/\s*\n\s*/g, ' ')
    const last = runs.length - 1
    if (typeof runs[last] === 'string') runs[last] += words
    else if (words) runs.push(words)
  }
  return runs
}

/** boldOnly's blocks: lists, and anything else a paragraph of its words. */
function boldOnlyBlock(token: Token, r: Reading): ReactNode {
  if (token.type === 'space' || token.type === 'html') return null
  if (token.type === 'list') {
    const list = token as Tokens.List
    const items = list.items.map((item) => h('li', null, ...inlines(item.tokens, r)))
    return h(list.ordered ? 'ol' : 'ul', null, ...Children.toArray(items))
  }
  return h('p', null, ...inlines('tokens' in token && token.tokens ? token.tokens : [], r))
}

const HEADINGS = ['h2', 'h2', 'h3', 'h4', 'h5', 'h6'] as const

function headingElement(token: Tokens.Heading, r: Reading, id?: string): ReactNode {
  const anchored = anchor(token)
  const tag = HEADINGS[Math.min(token.depth, 6) - 1] ?? 'h6'
  const props = id || anchored ? { id: id ?? anchored?.id } : null
  return h(tag, props, ...inlines(anchored?.tokens ?? token.tokens ?? [], r))
}

function block(token: Token, r: Reading): ReactNode {
  switch (token.type) {
    case 'heading':
      return headingElement(token as Tokens.Heading, r)
    case 'paragraph':
      return h('p', null, ...inlines(token.tokens ?? [], r))
    case 'list': {
      const list = token as Tokens.List
      // A tight list item holds one text token whose own tokens are the inlines.
      const item = (entry: Tokens.ListItem) =>
        h(
          'li',
          null,
          ...Children.toArray(
            entry.tokens.flatMap((t) =>
              t.type === 'text' ? inlines((t as Tokens.Text).tokens ?? [t], r) : [block(t, r)],
            ),
          ),
        )
      return h(list.ordered ? 'ol' : 'ul', null, ...Children.toArray(list.items.map(item)))
    }
    case 'html':
    case 'space':
      return null
    default:
      return 'tokens' in token && token.tokens ? h('p', null, ...inlines(token.tokens, r)) : null
  }
}

function inline(token: Token, r: Reading): ReactNode {
  const { values } = r
  switch (token.type) {
    case 'strong':
      return h('strong', null, ...inlines(token.tokens ?? [], r))
    case 'em':
      return h('em', null, ...inlines(token.tokens ?? [], r))
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
      return h('a', props, ...inlines(token.tokens ?? [], r))
    }
    case 'text':
      return 'tokens' in token && token.tokens ? inlines(token.tokens, r) : r.text(fill(token.text, values))
    default:
      return 'text' in token ? r.text(fill(String(token.text), values)) : null
  }
}
