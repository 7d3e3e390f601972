// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import type { ComponentProps } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { axeViolations } from '../testing/app/axe.ts'
import { type DataColumn, DataTable } from './data-table.tsx'

type City = { id: string; name: string; people: number }
const ROWS: City[] = [
  { id: 'b', name: 'Busan', people: 3 },
  { id: 's', name: 'Seoul', people: 9 },
  { id: 'a', name: 'Andong', people: 1 },
]
const COLUMNS: DataColumn<City>[] = [
  { id: 'name', accessorKey: 'name', header: 'City', enableSorting: true, sortFn: 'text' },
  { id: 'people', accessorKey: 'people', header: 'People' },
]
/** The cities' table; `props` add to or stand in for its own. */
const Cities = (props: Partial<ComponentProps<typeof DataTable<City>>>) => (
  <DataTable
    label="Cities"
    className="t"
    columns={COLUMNS}
    rows={ROWS}
    rowId={(c) => c.id}
    empty="None"
    {...props}
  />
)
const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]?.textContent)

describe('the data table', () => {
  afterEach(cleanup)

  it('is a captioned table whose sortable column is a button that says its order', async () => {
    render(<Cities />)
    expect(screen.getByRole('table', { name: 'Cities' })).toBeTruthy()
    const [city, people] = screen.getAllByRole('columnheader')
    expect(city?.getAttribute('aria-sort')).toBe('none')
    expect(people?.hasAttribute('aria-sort')).toBe(false)
    expect(within(people as HTMLElement).queryByRole('button')).toBeNull()
    expect(names()).toEqual(['Busan', 'Seoul', 'Andong'])

    const sort = screen.getByRole('button', { name: 'City' })
    sort.focus()
    await userEvent.keyboard('{Enter}')
    expect(city?.getAttribute('aria-sort')).toBe('ascending')
    expect(names()).toEqual(['Andong', 'Busan', 'Seoul'])
    await userEvent.keyboard(' ')
    expect(city?.getAttribute('aria-sort')).toBe('descending')
    expect(names()).toEqual(['Seoul', 'Busan', 'Andong'])
    expect(await axeViolations()).toEqual([])
  })

  it('leaves the sort to a page that keeps it', async () => {
    const onChange = vi.fn()
    render(<Cities sorting={{ state: [{ id: 'name', desc: true }], onChange }} />)
    expect(names()).toEqual(['Seoul', 'Busan', 'Andong'])
    await userEvent.click(screen.getByRole('button', { name: 'City' }))
    expect(onChange).toHaveBeenCalledWith([])
  })

  it('pages the server’s pages, and says when there is nothing', async () => {
    const onPage = vi.fn()
    const paging = {
      className: 'p',
      label: 'Pages',
      previous: 'Previous',
      next: 'Next',
      pageOf: (page: number, pages: number, total: number) => `${page}/${pages} of ${total}`,
      size: 3,
      total: 7,
      onPage,
    }
    const { rerender } = render(<Cities paging={{ ...paging, page: 0 }} />)
    const nav = within(screen.getByRole('navigation', { name: 'Pages' }))
    expect(nav.getByText('1/3 of 7')).toBeTruthy()
    expect((nav.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true)
    await userEvent.click(nav.getByRole('button', { name: 'Next' }))
    expect(onPage).toHaveBeenCalledWith(1)
    rerender(<Cities rows={[]} empty={<p>None</p>} paging={{ ...paging, page: 2 }} />)
    expect(screen.queryByRole('table')).toBeNull()
    expect(screen.getByText('None')).toBeTruthy()
    expect((nav.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true)
    await userEvent.click(nav.getByRole('button', { name: 'Previous' }))
    expect(onPage).toHaveBeenLastCalledWith(1)
  })
})
