import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formBody } from './form-body.ts'
import { withPaging, withQuery } from './request-url.ts'

const queryOf = (url: string) => new URLSearchParams(url.split('?')[1] ?? '')
const key = fc.string({ minLength: 1, maxLength: 8 })
const param = fc.oneof(fc.string(), fc.integer(), fc.boolean())

describe('withQuery', () => {
  it('keeps the path’s query, leaves out null and undefined, and repeats array keys', () => {
    expect(withQuery('/a?v=2', { b: 'x y', c: null, d: undefined, e: [1, 2] })).toBe('/a?v=2&b=x+y&e=1&e=2')
    expect(withQuery('/a', {})).toBe('/a')
  })
})

describe('withPaging', () => {
  it('always yields exactly one page and one size, whatever the path and the other params', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('/p', '/p?page=9', '/p?size=1&x=1', '/i/api/business/users/v2/findUsers'),
        fc.nat(),
        fc.integer({ min: 1, max: 1000 }),
        fc.dictionary(key, param),
        (path, page, size, params) => {
          const url = withPaging(path, { page, size }, params)
          const query = queryOf(url)
          expect(url.startsWith(`${path.split('?')[0]}?`)).toBe(true)
          expect(query.getAll('page')).toEqual([String(page)])
          expect(query.getAll('size')).toEqual([String(size)])
          for (const [k, v] of Object.entries(params)) {
            if (k !== 'page' && k !== 'size') expect(query.getAll(k)).toContain(String(v))
          }
        },
      ),
    )
  })

  it('falls back to the spec’s size of 15 when the size is empty or broken', () => {
    for (const size of [0, -3, Number.NaN, 2.5])
      expect(queryOf(withPaging('/p', { page: 0, size })).get('size'), String(size)).toBe('15')
  })
})

describe('formBody', () => {
  it('is URL-encoded without a Blob and multipart with one', () => {
    const plain = formBody({ a: 'x', n: 1, skip: null, many: ['1', '2'] })
    expect(plain).toBeInstanceOf(URLSearchParams)
    expect(String(plain)).toBe('a=x&n=1&many=1&many=2')
    const multi = formBody({ a: 'x', file: new Blob(['b']) })
    expect(multi).toBeInstanceOf(FormData)
    expect((multi as FormData).get('file')).toBeInstanceOf(Blob)
  })
})
