import type { TCard, TCompanyCard } from '../../shared/business/payment-schemas.ts'
import type { CardRow } from '../repositories/payment-card.repository.ts'

/** A card reference as the pages show it: brand, last four, expiry, holder; never the provider's token. */
export function presentCard(row: CardRow): TCard {
  return {
    id: row.id,
    brand: row.brand,
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
    holderName: row.holderName,
  }
}

export function presentCompanyCard(row: CardRow): TCompanyCard {
  return { ...presentCard(row), groupId: row.groupId, groupName: row.groupName }
}
