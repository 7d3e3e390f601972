// `npm run company-plan -- <command>`: the operator completes or declines a company's pending plan
// upgrade (docs/decisions/034-company-settings.md, "Upgrades without billing"). No API route can.

import { createData } from '../repositories/data.ts'
import {
  assertRequestId,
  type CompanyPlanOperatorService,
  companyPlanOperatorDepsFor,
  createCompanyPlanOperatorService,
  PlanRequestError,
} from '../services/company/company-plan-operator.service.ts'
import { cliFailure, line, parseCliArgs, runInCliContext } from './cli-kit.ts'

export const USAGE = `usage:
  npm run company-plan -- list
  npm run company-plan -- complete <requestId> --by <operator> [--note <text>]
  npm run company-plan -- decline <requestId> --by <operator> [--note <text>]`

const fail = cliFailure('company-plan', USAGE)

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
        line`${r.id}\t${r.companyName}\t${r.currentPlan} -> ${r.plan}\trequested ${r.requestedAt.toISOString()} by ${r.requesterEmail ?? '(account deleted)'}`,
      )
    }
    return
  }
  if (command === 'complete') {
    const d = await service.complete(requestId, by, note)
    console.log(
      d.from === d.to
        ? line`company-plan: ${d.companyName} already has ${d.from}; request ${requestId} closed as applied, plan unchanged`
        : line`company-plan: ${d.companyName} moved from ${d.from} to ${d.to}; its members' sessions were refreshed`,
    )
    return
  }
  const d = await service.decline(requestId, by, note)
  console.log(
    line`company-plan: declined ${d.companyName}'s request for ${d.requestedPlan}; it stays on ${d.from}`,
  )
}

async function main(argv: string[]): Promise<number> {
  const parsed = parseCliArgs(
    { args: argv, allowPositionals: true, options: { by: { type: 'string' }, note: { type: 'string' } } },
    fail,
  )
  if (typeof parsed === 'number') return parsed
  const [command = '', requestId = ''] = parsed.positionals
  const decides = command === 'complete' || command === 'decline'
  if (
    !(decides || command === 'list') ||
    (decides && !requestId) ||
    parsed.positionals.length > (decides ? 2 : 1) ||
    (!decides && (parsed.values.by !== undefined || parsed.values.note !== undefined))
  ) {
    return fail('unknown command or arguments', true)
  }
  if (decides && !parsed.values.by?.trim()) return fail('say who decides with --by', true)
  try {
    if (decides) assertRequestId(requestId)
  } catch (error) {
    return fail((error as Error).message)
  }
  return runInCliContext(fail, PlanRequestError, async (ctx) => {
    const service = createCompanyPlanOperatorService(
      companyPlanOperatorDepsFor(createData(ctx.database.db), { evictions: ctx.evictions }),
    )
    await run(service, command, requestId, parsed.values.by ?? '', parsed.values.note ?? null)
    return 0
  })
}

process.exitCode = await main(process.argv.slice(2))
