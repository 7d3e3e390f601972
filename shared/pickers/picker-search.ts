/** Case-insensitive search of the pickers (spec section 4): any field containing the query matches. */
export function normalizeQuery(query: string): string {
  return query.trim().toLowerCase()
}

export function matchesQuery(fields: readonly string[], query: string): boolean {
  const q = normalizeQuery(query)
  return q === '' || fields.some((field) => field.toLowerCase().includes(q))
}

/** The items matching, in their order; all of them for an empty query. */
export function filterByQuery<T>(
  items: readonly T[],
  query: string,
  fieldsOf: (item: T) => readonly string[],
): T[] {
  return items.filter((item) => matchesQuery(fieldsOf(item), query))
}

/** Spec section 4: a country matches on its name, its native language name or its native country name. */
export function countrySearchFields(option: {
  text: string
  languageNativeName: string
  countryNativeName: string
}): readonly string[] {
  return [option.text, option.languageNativeName, option.countryNativeName]
}

export function currencySearchFields(currency: {
  displayName: string
  currencyCode: string
}): readonly string[] {
  return [currency.displayName, currency.currencyCode]
}
