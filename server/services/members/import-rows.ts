import {
  IMPORT_COLUMNS,
  ImportRowCode,
  MEMBERS_LIMITS,
  type TImportColumn,
  type TImportRowCode,
} from '../../../shared/business/members-contract.ts'
import { ZMemberEmail } from '../../../shared/business/members-schemas.ts'
import type { CompanyRole, MemberDetails } from '../../repositories/members.repository.ts'
import { headerKey } from './csv.ts'

/** Header names each column answers to (after headerKey); KAYAK's template first. */
const ALIASES: Readonly<Record<TImportColumn, readonly string[]>> = {
  firstName: ['firstname', 'givenname'],
  lastName: ['lastname', 'surname', 'familyname'],
  email: ['email', 'emailaddress', 'mail'],
  role: ['role', 'rolename'],
  groups: ['groups', 'group'],
  employeeId: ['employeeid'],
  department: ['department'],
  costCenter: ['costcenter', 'costcentre'],
  managerEmail: ['manageremail'],
  office: ['office', 'location'],
  active: ['active'],
}

export type ColumnMap = Partial<Record<TImportColumn, number>>

/** Which cell holds each known column; unknown headers are ignored. */
export function mapHeader(header: readonly string[]): ColumnMap {
  const map: ColumnMap = {}
  header.forEach((cell, index) => {
    const key = headerKey(cell)
    const column = IMPORT_COLUMNS.find((c) => ALIASES[c].includes(key))
    if (column && map[column] === undefined) map[column] = index
  })
  return map
}

export interface RowError {
  code: TImportRowCode
  column: TImportColumn | null
}

/** One data row read and checked on its own (no database yet). */
export interface ReadRow {
  line: number
  email: string
  role: CompanyRole | null
  /** true/false from the active column; null when left empty. */
  active: boolean | null
  /** null when the row gives none of the directory columns. */
  details: MemberDetails | null
  errors: RowError[]
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/
const YES = new Set(['yes', 'y', 'true', '1', 'active'])
const NO = new Set(['no', 'n', 'false', '0', 'inactive'])

/** Reads one record against the header; roles resolve by name or template key, case-insensitively. */
export function readRow(
  record: readonly string[],
  line: number,
  map: ColumnMap,
  headerLength: number,
  roles: ReadonlyMap<string, CompanyRole>,
): ReadRow {
  const errors: RowError[] = []
  const cell = (column: TImportColumn) => {
    const index = map[column]
    return index === undefined ? '' : (record[index] ?? '').trim()
  }
  if (record.length > headerLength && record.slice(headerLength).some((c) => c.trim() !== ''))
    errors.push({ code: ImportRowCode.COLUMN_COUNT, column: null })
  for (const column of IMPORT_COLUMNS) {
    const value = cell(column)
    if (value.length > MEMBERS_LIMITS.importMaxCell)
      errors.push({ code: ImportRowCode.CELL_TOO_LONG, column })
    // PostgreSQL text holds no NUL; other control characters only hide what a value says.
    else if (CONTROL.test(value)) errors.push({ code: ImportRowCode.CELL_INVALID, column })
  }
  const rawEmail = cell('email')
  let email = rawEmail.toLowerCase()
  if (rawEmail === '') errors.push({ code: ImportRowCode.EMAIL_MISSING, column: 'email' })
  else {
    const parsed = ZMemberEmail.safeParse(rawEmail)
    if (parsed.success) email = parsed.data
    else errors.push({ code: ImportRowCode.EMAIL_INVALID, column: 'email' })
  }
  const roleName = cell('role')
  let role: CompanyRole | null = null
  if (roleName !== '') {
    role = roles.get(roleName.normalize('NFKC').toLowerCase()) ?? null
    if (!role) errors.push({ code: ImportRowCode.ROLE_UNKNOWN, column: 'role' })
  }
  const activeCell = cell('active').toLowerCase()
  let active: boolean | null = null
  if (YES.has(activeCell)) active = true
  else if (NO.has(activeCell)) active = false
  else if (activeCell !== '') errors.push({ code: ImportRowCode.ACTIVE_INVALID, column: 'active' })
  const managerEmail = cell('managerEmail')
  if (managerEmail !== '' && !ZMemberEmail.safeParse(managerEmail).success)
    errors.push({ code: ImportRowCode.MANAGER_EMAIL_INVALID, column: 'managerEmail' })
  const directory: ((TImportColumn & keyof MemberDetails) | 'groups')[] = [
    'employeeId',
    'department',
    'costCenter',
    'managerEmail',
    'office',
    'groups',
  ]
  const given = directory.some((c) => map[c] !== undefined && cell(c) !== '')
  const orNull = (v: string) => (v === '' ? null : v)
  const details: MemberDetails | null = given
    ? {
        employeeId: orNull(cell('employeeId')),
        department: orNull(cell('department')),
        costCenter: orNull(cell('costCenter')),
        managerEmail: orNull(managerEmail.toLowerCase()),
        office: orNull(cell('office')),
        groups: [
          ...new Set(
            cell('groups')
              .split(/[;|,]/)
              .map((g) => g.trim())
              .filter(Boolean),
          ),
        ],
      }
    : null
  return { line, email, role, active, details, errors }
}

/** Roles by lower-cased name and by template key (a file may say "Traveler" or "traveler"). */
export function roleIndex(roles: readonly CompanyRole[]): Map<string, CompanyRole> {
  const index = new Map<string, CompanyRole>()
  for (const role of roles) {
    index.set(role.name.normalize('NFKC').toLowerCase(), role)
    if (role.templateKey && !index.has(role.templateKey.toLowerCase()))
      index.set(role.templateKey.toLowerCase(), role)
  }
  return index
}
