// `npm run company-plan -- <command>`: the operator completes or declines a company's pending plan
// upgrade (docs/decisions/034-company-settings.md, "Upgrades without billing"). No API route can.
import { parseArgs } from 'node:util'
import {
  assertRequestId,
  type CompanyPlanOperatorService,
  companyPlanOperatorDepsFor,
  createCompanyPlanOperatorService,
  PlanRequestError,
} from '../services/company/company-plan-operator.service.ts'
import { failureText, openCliContext } from './cli-kit.ts'

export const USAGE = `usage:
  npm run company-plan -- list
  npm run company-plan -- complete <requestId> --by <operator> [--note <text>]
  npm run company-plan -- decline <requestId> --by <operator> [--note <text>]`

function fail(message: string): number {
  console.error(`company-plan: ${message}`)
  return 1
}

const parse = (args: string[]) =>
  parseArgs({ args, allowPositionals: true, options: { by: { type: 'string' }, note: { type: 'string' } } })

async function run(
  service: CompanyPlanOperatorService,
  command: string,
  requestId: string,
  by: string,
  note: string | null,
): Promise<void> {
  if (command === 'list') {
    const pending = await service.listPending()
    if (pending.length === 0) console.log('company-plan: no pending upgrade requests')
    for (const r of pending) {
      console.log(
        `${r.id}\t${r.companyName}\t${r.currentPlan} -> ${r.plan}\trequested ${r.requestedAt.toISOString()} by ${r.requesterEmail ?? '(account deleted)'}`,
      )
    }
    return
  }
  if (command === 'complete') {
    const d = await service.complete(requestId, by, note)
    console.log(
      d.from === d.to
        ? `company-plan: ${d.companyName} already has ${d.from}; request ${requestId} closed as applied, plan unchanged`
        : `company-plan: ${d.companyName} moved from ${d.from} to ${d.to}; its members' sessions were refreshed`,
    )
    return
  }
  const d = await service.decline(requestId, by, note)
  console.log(
    `company-plan: declined ${d.companyName}'s request for ${d.requestedPlan}; it stays on ${d.from}`,
  )
}

async function main(argv: string[]): Promise<number> {
  let parsed: ReturnType<typeof parse>
  try {
    parsed = parse(argv)
  } catch (error) {
    return fail(`${(error as Error).message}\n${USAGE}`)
  }
  const [command = '', requestId = ''] = parsed.positionals
  const decides = command === 'complete' || command === 'decline'
  if (
    !(decides || command === 'list') ||
    (decides && !requestId) ||
    parsed.positionals.length > (decides ? 2 : 1) ||
    (!decides && (parsed.values.by !== undefined || parsed.values.note !== undefined))
  ) {
    return fail(USAGE)
  }
  if (decides && !parsed.values.by?.trim()) return fail(`say who decides with --by\n${USAGE}`)
  try {
    if (decides) assertRequestId(requestId)
  } catch (error) {
    return fail((error as Error).message)
  }
  const ctx = await openCliContext(fail)
  if (typeof ctx === 'number') return ctx
  const service = createCompanyPlanOperatorService(
    companyPlanOperatorDepsFor(ctx.database.db, { evictions: ctx.evictions }),
  )
  try {
    await run(service, command, requestId, parsed.values.by ?? '', parsed.values.note ?? null)
    return 0
  } catch (error) {
    if (error instanceof PlanRequestError) return fail(error.message)
    return fail(failureText(error))
  } finally {
    await ctx.close()
  }
}

process.exitCode = await main(process.argv.slice(2))
