import {
  type CellData,
  type ColumnDef,
  createSortedRowModel,
  type PaginationState,
  type RowData,
  rowPaginationFeature,
  rowSortingFeature,
  type SortingState,
  sortFn_alphanumeric,
  sortFn_text,
  tableFeatures,
  useTable,
} from '@tanstack/react-table'
import { type ReactNode, useState } from 'react'
import { Button } from './button.tsx'
import { ScrollRegion } from './scroll-region.tsx'
import './data-table.css'

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, text: sortFn_text },
  rowPaginationFeature,
})

type Features = typeof features
/** A column: TanStack's column definition; a column sorts only when it says `enableSorting: true`. */
export type DataColumn<T extends RowData> = ColumnDef<Features, T, CellData>
export type { SortingState }

/** Pages the server cuts: the table shows the page it is given and asks for another. */
export interface DataTablePaging {
  /** From 0. */
  page: number
  size: number
  total: number
  onPage(page: number): void
  className: string
  /** The paging's landmark name, its buttons and its "page 1 of 3" line, in the page's own words. */
  label: string
  previous: string
  next: string
  pageOf(page: number, pages: number, total: number): string
}

interface Props<T extends RowData> {
  /** The table's caption (read by screen readers only) and its scrolling region's name. */
  label: string
  className: string
  columns: DataColumn<T>[]
  rows: T[]
  rowId(row: T): string
  /** Sorting the rows given, for a page that keeps it (in its URL, say); otherwise the table keeps it. */
  sorting?: { state: SortingState; onChange(state: SortingState): void }
  paging?: DataTablePaging
  /** Said instead of the table when there are no rows (the paging stays). */
  empty: ReactNode
}

const SORT_NAMES = { asc: 'ascending', desc: 'descending' } as const

/**
 * The business console's table: a captioned table element in a scrolling region, a header cell per column
 * (`scope="col"`; a sortable one holds a native button and says its order with aria-sort), and, for
 * server pages, the previous and next buttons under it. Only lazily loaded pages use it.
 */
export function DataTable<T extends RowData>({
  label,
  className,
  columns,
  rows,
  rowId,
  sorting,
  paging,
  empty,
}: Props<T>) {
  const [ownSorting, setOwnSorting] = useState<SortingState>([])
  const sortState = sorting?.state ?? ownSorting
  const pagination: PaginationState = { pageIndex: paging?.page ?? 0, pageSize: paging?.size ?? rows.length }
  const table = useTable({
    features,
    columns,
    data: rows,
    getRowId: rowId,
    defaultColumn: { enableSorting: false },
    state: { sorting: sortState, pagination },
    onSortingChange: (update) => {
      const next = typeof update === 'function' ? update(sortState) : update
      if (sorting) sorting.onChange(next)
      else setOwnSorting(next)
    },
    enableMultiSort: false,
    // The rows are the page: the server cut it.
    manualPagination: true,
    rowCount: paging?.total ?? rows.length,
    onPaginationChange: (update) => {
      const next = typeof update === 'function' ? update(pagination) : update
      paging?.onPage(next.pageIndex)
    },
  })
  return (
    <>
      {rows.length === 0 ? empty : null}
      {rows.length === 0 ? null : (
        <ScrollRegion label={label}>
          <table className={className}>
            <caption className="fw-visually-hidden">{label}</caption>
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => {
                    const order = header.column.getIsSorted()
                    const canSort = header.column.getCanSort()
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        aria-sort={canSort ? (order ? SORT_NAMES[order] : 'none') : undefined}
                      >
                        {canSort ? (
                          <button
                            type="button"
                            className="fw-table-sort"
                            onClick={header.column.getToggleSortingHandler()}
                          >
                            <table.FlexRender header={header} />
                            <span aria-hidden="true">
                              {order === 'asc' ? ' ▲' : order === 'desc' ? ' ▼' : ''}
                            </span>
                          </button>
                        ) : (
                          <table.FlexRender header={header} />
                        )}
                      </th>
                    )
                  })}
                </tr>
              ))}
            </thead>
            <tbody>
              {table.getRowModel().rows.map((row) => (
                <tr key={row.id}>
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id}>
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {paging ? <PagingNav paging={paging} table={table} /> : null}
    </>
  )
}

interface PagingTable {
  getPageCount(): number
  getCanPreviousPage(): boolean
  getCanNextPage(): boolean
  previousPage(): void
  nextPage(): void
}

function PagingNav({ paging, table }: { paging: DataTablePaging; table: PagingTable }): ReactNode {
  return (
    <nav className={paging.className} aria-label={paging.label}>
      <Button variant="secondary" disabled={!table.getCanPreviousPage()} onClick={() => table.previousPage()}>
        {paging.previous}
      </Button>
      <span>{paging.pageOf(paging.page + 1, Math.max(1, table.getPageCount()), paging.total)}</span>
      <Button variant="secondary" disabled={!table.getCanNextPage()} onClick={() => table.nextPage()}>
        {paging.next}
      </Button>
    </nav>
  )
}
