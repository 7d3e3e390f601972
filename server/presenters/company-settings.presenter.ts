import type {
  TAddress,
  TCompanyResponse,
  TEmailDomainListResponse,
  TEntity,
  TOffice,
  TProgram,
  TTierUpgradeStatusResponse,
} from '../../shared/business/company-settings-schemas.ts'
import { effectiveFeatures, PLAN_FEATURES } from '../../shared/business/plans.ts'
import type { CompanyGeneralRow } from '../repositories/company-general.repository.ts'
import type { EntityRow, OfficeRow } from '../repositories/company-place.repository.ts'
import type { ProgramRow } from '../repositories/company-program.repository.ts'
import type { CompanyDomains } from '../services/company/company-domain.service.ts'
import type { UpgradeStatus } from '../services/company/company-plan.service.ts'

interface AddressColumns {
  address_line1: string
  address_line2: string
  city: string
  postcode: string
  country: string | null
}

function presentAddress(row: AddressColumns): TAddress {
  return {
    line1: row.address_line1,
    line2: row.address_line2,
    city: row.city,
    postcode: row.postcode,
    country: row.country,
  }
}

/** `logoUrl` comes from the logo's own storage (package H1b); null without a logo. */
export function presentCompany(row: CompanyGeneralRow, logoUrl: string | null): TCompanyResponse {
  return {
    id: row.id,
    name: row.name,
    address: presentAddress(row),
    phone: row.phone,
    defaultCurrency: row.default_currency,
    bookingMode: row.booking_mode,
    plan: row.plan,
    features: effectiveFeatures(row.plan, row.features),
    planFeatures: [...PLAN_FEATURES[row.plan]],
    logoUrl,
    emailDomains: row.email_domains,
    confirmed: row.confirmed_at !== null,
  }
}

export function presentDomains({ verified, pending }: CompanyDomains): TEmailDomainListResponse {
  return {
    domains: [
      ...verified.map((domain) => ({ domain, status: 'VERIFIED' as const, sentTo: null, expiresAt: null })),
      ...pending
        .filter((p) => !verified.includes(p.domain))
        .map((p) => ({
          domain: p.domain,
          status: 'PENDING' as const,
          sentTo: p.sent_to,
          expiresAt: new Date(p.expires_at).toISOString(),
        })),
    ],
  }
}

export function presentOffice(row: OfficeRow): TOffice {
  return { id: row.id, name: row.name, address: presentAddress(row) }
}

export function presentEntity(row: EntityRow): TEntity {
  return {
    id: row.id,
    name: row.name,
    address: presentAddress(row),
    registrationNumber: row.registration_number,
    vatNumber: row.vat_number,
    billingCurrency: row.billing_currency,
  }
}

/** Bullets and the last four characters: enough to tell accounts apart, not to use one. */
export function maskAccountNumber(value: string): string {
  const compact = value.replace(/[\s-]/g, '')
  return `••••${compact.slice(-4)}`
}

export function presentProgram(row: ProgramRow): TProgram {
  return {
    id: row.id,
    vertical: row.vertical,
    vendor: row.vendor,
    programName: row.program_name,
    accountNumberMasked: maskAccountNumber(row.account_number),
  }
}

export function presentUpgradeStatus({ plan, status, request }: UpgradeStatus): TTierUpgradeStatusResponse {
  return {
    plan,
    status,
    requestedPlan: request?.plan ?? null,
    requestedAt: request ? new Date(request.requested_at).toISOString() : null,
    decidedAt: request?.decided_at ? new Date(request.decided_at).toISOString() : null,
  }
}
