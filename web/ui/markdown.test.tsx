import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Markdown, markdownOutline, markdownText } from './markdown.tsx'

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

  it('in the bold-only subset keeps paragraphs, lists and bold, every other mark as words, line breaks as spaces', () => {
    const source =
      '# Ask {name}\n\nLine one\ncontinues **bold** and *calm* [help](/help) <b>x</b>.\n\n- a {name}\n- b\n\n1. one'
    // The page draws each run of text its own way: here in <i>.
    const html = renderToStaticMarkup(
      <Markdown source={source} values={{ name: 'Kim' }} boldOnly text={(run) => <i>{run}</i>} />,
    )
    expect(html).toBe(
      '<p><i>Ask Kim</i></p><p><i>Line one continues </i><strong><i>bold</i></strong><i> and calm help &lt;b&gt;x&lt;/b&gt;.</i></p>' +
        '<ul><li><i>a Kim</i></li><li><i>b</i></li></ul><ol><li><i>one</i></li></ol>',
    )
    expect(markdownText(source, { name: 'Kim' })).toBe(
      'Ask Kim Line one continues bold and calm help <b>x</b>. a Kim b one',
    )
  })
})
