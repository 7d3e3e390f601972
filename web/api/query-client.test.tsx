// @vitest-environment jsdom
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderInApp } from '../testing/app/render-in-app.tsx'
import { Queries } from './query-client.tsx'

function Spy({ into }: { into: QueryClient[] }) {
  into.push(useQueryClient())
  return null
}

describe('the app’s one query cache', () => {
  afterEach(cleanup)

  it('is one client for every page and island of the same app, with the app’s defaults', () => {
    const seen: QueryClient[] = []
    renderInApp(
      <>
        <Queries>
          <Spy into={seen} />
        </Queries>
        <Queries>
          <Spy into={seen} />
          <Queries>
            <Spy into={seen} />
          </Queries>
        </Queries>
      </>,
    )
    expect(new Set(seen).size).toBe(1)
    expect(seen[0]?.getDefaultOptions().queries).toMatchObject({ retry: false, refetchOnWindowFocus: false })
  })

  it('is a fresh client for each mounted app (each server render), never one across them', () => {
    const first: QueryClient[] = []
    const second: QueryClient[] = []
    renderInApp(
      <Queries>
        <Spy into={first} />
      </Queries>,
    )
    renderInApp(
      <Queries>
        <Spy into={second} />
      </Queries>,
    )
    expect(first[0]).toBeDefined()
    expect(first[0]).not.toBe(second[0])
  })

  it('gives a subtree outside the app’s providers a client of its own, kept across renders', () => {
    const seen: QueryClient[] = []
    const view = render(
      <Queries>
        <Spy into={seen} />
      </Queries>,
    )
    view.rerender(
      <Queries>
        <Spy into={seen} />
      </Queries>,
    )
    expect(seen).toHaveLength(2)
    expect(seen[0]).toBe(seen[1])
  })
})
