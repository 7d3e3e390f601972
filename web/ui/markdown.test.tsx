import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Markdown, markdownOutline } from './markdown.tsx'

describe('Markdown', () => {
  it('draws headings from h2, paragraphs, lists, emphasis and links, with the placeholders filled', () => {
    const html = renderToStaticMarkup(
      <Markdown
        source={
          '# Title\n\n{brand} is **bold** and *calm*.\n\n- one [help](/help)\n- [out](https://example.com)\n\n1. first'
        }
        values={{ brand: 'Skylark' }}
      />,
    )
    expect(html).toBe(
      '<h2>Title</h2><p>Skylark is <strong>bold</strong> and <em>calm</em>.</p>' +
        '<ul><li>one <a href="/help">help</a></li><li><a href="https://example.com" rel="noopener noreferrer" target="_blank">out</a></li></ul>' +
        '<ol><li>first</li></ol>',
    )
  })

  it('never turns the text into markup: HTML in the source or a value is shown as text', () => {
    const html = renderToStaticMarkup(
      <Markdown
        source={'<script>alert(1)</script>\n\nHi {name} <b>x</b>'}
        values={{ name: '<img src=x>' }}
      />,
    )
    expect(html).not.toMatch(/<script|<img|<b>/)
    expect(html).toContain('&lt;img src=x&gt;')
  })

  it('puts Korean particles in the form the value’s last sound asks for', () => {
    const html = (brand: string) =>
      renderToStaticMarkup(<Markdown source="{brand, particle, 는} 여행 사이트입니다." values={{ brand }} />)
    expect(html('하늘')).toBe('<p>하늘은 여행 사이트입니다.</p>')
    expect(html('파리')).toBe('<p>파리는 여행 사이트입니다.</p>')
  })

  it('gives a heading its anchor ({#id}), and in sections mode wraps each anchored part in a named section', () => {
    const source =
      'Intro.\n\n## What {brand} does {#what}\n\nText.\n\n### Detail {#detail}\n\nMore [up](#what).\n\n## Plain\n\nEnd.'
    expect(renderToStaticMarkup(<Markdown source={source} values={{ brand: 'Skylark' }} />)).toBe(
      '<p>Intro.</p><h2 id="what">What Skylark does</h2><p>Text.</p><h3 id="detail">Detail</h3>' +
        '<p>More <a href="#what">up</a>.</p><h2>Plain</h2><p>End.</p>',
    )
    const html = renderToStaticMarkup(
      <Markdown
        source={source}
        values={{ brand: 'Skylark' }}
        sections
        extras={{ what: <button type="button" /> }}
      />,
    )
    expect(html).toBe(
      '<p>Intro.</p><section id="what" aria-labelledby="what-title"><h2 id="what-title">What Skylark does</h2>' +
        '<p>Text.</p><h3 id="detail">Detail</h3><p>More <a href="#what">up</a>.</p><h2>Plain</h2><p>End.</p>' +
        '<button type="button"></button></section>',
    )
    expect(markdownOutline(source, { brand: 'Skylark' })).toEqual([{ id: 'what', text: 'What Skylark does' }])
  })
})
