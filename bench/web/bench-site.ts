import os from 'node:os'
import { signedInGroup } from '../../e2e/support/signed-in.ts'
import { type RunningSite, startSite } from '../../e2e/support/site.ts'

/**
 * The browser benchmarks' site: the built site (`npm run build` first; nothing is built here) on PGlite
 * with the demo data, on a free loopback port, as the journeys start it.
 */
export async function startBenchSite(): Promise<RunningSite> {
  return startSite()
}

/** The pages the browser budgets cover (issue 11, item 5), and who looks at them. */
export const ADMIN = { email: 'admin@northwind.test', businessMode: true, secondFactorProven: true }
export const TRAVELLER = { email: 'traveler@fernway.test', businessMode: false }

/** A signed-in group's cookie value (`fw_sg`) for one member; the admin has proven a second factor (decision 020). */
export async function signedInSecret(
  site: RunningSite,
  member: { email: string; businessMode: boolean; secondFactorProven?: boolean },
): Promise<string> {
  return (await signedInGroup(site, [member])).secret
}

/** The machine's state, printed with every table: figures from a shared machine need it. */
export function machineState(): string {
  const [one, five] = os.loadavg()
  return `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.availableParallelism()} cores, load average ${one?.toFixed(1)} (1 min) ${five?.toFixed(1)} (5 min), Node ${process.versions.node}`
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((sorted.length * p) / 100) - 1)] ?? Number.NaN
}

/** A Markdown table, columns padded so that it reads in a terminal and pastes into docs/benchmarks.md. */
export function markdownTable(header: string[], rows: Array<Array<string | number>>): string {
  const cells = [header, ...rows.map((r) => r.map(String))]
  const widths = header.map((_, i) => Math.max(3, ...cells.map((r) => (r[i] ?? '').length)))
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`
  return [
    line(cells[0] ?? []),
    `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`,
    ...cells.slice(1).map(line),
  ].join('\n')
}
