/** The travel policy hubs' verticals (spec section 2); small, so that the route table can import it. */
export const POLICY_VERTICALS = ['flight', 'hotel', 'train', 'car'] as const
export type TPolicyVertical = (typeof POLICY_VERTICALS)[number]

/** The train hub has no preferences subpage (spec: one catalogue lists policies, restrictions, advancedRules). */
export function policySections(vertical: string): readonly string[] {
  return vertical === 'train'
    ? ['settings', 'restrictions', 'advanced-rules']
    : ['settings', 'restrictions', 'preferences', 'advanced-rules']
}
