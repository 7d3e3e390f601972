import crypto from 'node:crypto'
import type { CheckedTraveller } from '../../../shared/booking/traveller-rules.ts'
import type { TTripVertical } from '../../../shared/trips/trips-contract.ts'

/**
 * Where a booking is placed (decision 084): the airline, property, rental company or railway behind an
 * offer, through the offer source's supplier. The only place travellers' full passport numbers go: the
 * booking keeps them masked.
 */
export interface BookingSupplier {
  place(booking: {
    reference: string
    vertical: TTripVertical
    offerId: string
    travellers: readonly CheckedTraveller[]
  }): Promise<{ supplierReference: string }>
  cancel(booking: { supplierReference: string }): Promise<void>
}

/**
 * The embedded supplier: the generators' offers have nobody behind them, so a placement is confirmed at
 * once with a record locator of six letters, as airlines give; nothing is kept.
 */
export function createEmbeddedSupplier(): BookingSupplier {
  const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ'
  return {
    async place() {
      let locator = ''
      for (let i = 0; i < 6; i += 1) locator += LETTERS[crypto.randomInt(LETTERS.length)]
      return { supplierReference: locator }
    },
    async cancel() {},
  }
}
