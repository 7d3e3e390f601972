import type { TBusinessState } from '../../shared/auth-state.ts'

/** Business mode's section of the header: the company's logo, or its name (spec section 3, business state). */
export function HeaderCompany({ business: b }: { business: TBusinessState }) {
  const name = b.companyName ?? b.businessProfile?.companyName
  return (
    <span className="fw-header-company">
      {b.companyLogoUrl ? <img src={b.companyLogoUrl} alt={name} height="32" /> : name}
    </span>
  )
}
