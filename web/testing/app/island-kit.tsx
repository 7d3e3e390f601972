import { act, type ComponentType, useState } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { registerServerIslands } from '../../app/island-registry.ts'

/** The island of the island tests: a button that counts its clicks. */
export function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0)
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      {label} {count}
    </button>
  )
}

/** A chunk loader for Counter that counts its loads. */
export function countedChunk() {
  const chunk = {
    loads: 0,
    load: async () => {
      chunk.loads += 1
      return { default: Counter }
    },
  }
  return chunk
}

/**
 * The island as the page ships it: rendered by the server (its component registered there), then
 * hydrated in a browser that has no registered component, only the chunk.
 */
export async function serverRenderedThenHydrated(
  name: string,
  Island: ComponentType<{ label: string }>,
  label: string,
): Promise<{ container: HTMLElement; root: Root }> {
  registerServerIslands({ [name]: Counter })
  const html = renderToString(<Island label={label} />)
  registerServerIslands({ [name]: undefined })
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  const root = await act(async () => {
    const root = hydrateRoot(container, <Island label={label} />)
    await settle()
    return root
  })
  return { container, root }
}

export const settle = () => new Promise((resolve) => setTimeout(resolve, 50))
