import { ImportRowCode } from '../../../shared/business/members-contract.ts'
import type { CompanyDirectory, MemberDetails } from '../../repositories/members.repository.ts'
import type { RowError } from './import-rows.ts'

/** A name as a file may write it: "Seoul Office", "seoul office " and "ＳＥＯＵＬ office" are one. */
const nameKey = (name: string) => name.normalize('NFKC').trim().toLocaleLowerCase('en')

export interface DirectoryIndex {
  offices: Map<string, string>
  groups: Map<string, string>
}

export function directoryIndex(directory: CompanyDirectory): DirectoryIndex {
  return {
    offices: new Map(directory.offices.map((o) => [nameKey(o.name), o.id])),
    groups: new Map(directory.groups.map((g) => [nameKey(g.name), g.id])),
  }
}

export interface DirectoryLink {
  officeId: string | null
  groupIds: string[]
}

/**
 * The office and groups a row's names stand for, and an error for each name the company does not have:
 * an import links to what exists and never creates offices or groups of its own (decision 042).
 */
export function directoryLink(
  details: Pick<MemberDetails, 'office' | 'groups'>,
  index: DirectoryIndex,
): { link: DirectoryLink; errors: RowError[] } {
  const errors: RowError[] = []
  let officeId: string | null = null
  if (details.office) {
    officeId = index.offices.get(nameKey(details.office)) ?? null
    if (!officeId) errors.push({ code: ImportRowCode.OFFICE_UNKNOWN, column: 'office' })
  }
  const groupIds: string[] = []
  for (const name of details.groups) {
    const id = index.groups.get(nameKey(name))
    if (id) groupIds.push(id)
    else if (!errors.some((e) => e.code === ImportRowCode.GROUP_UNKNOWN))
      errors.push({ code: ImportRowCode.GROUP_UNKNOWN, column: 'groups' })
  }
  return { link: { officeId, groupIds: [...new Set(groupIds)] }, errors }
}
