/**
 * OpenFlights names countries in English words; we keep ISO 3166-1 codes. Most names are CLDR's own
 * (found through Intl.DisplayNames); these are the ones OpenFlights spells otherwise.
 */
const ALIASES: Record<string, string> = {
  "Cote d'Ivoire": 'CI',
  'Congo (Brazzaville)': 'CG',
  'Congo (Kinshasa)': 'CD',
  Swaziland: 'SZ',
  'Saint Helena': 'SH',
  Reunion: 'RE',
  'Sao Tome and Principe': 'ST',
  'Saint Pierre and Miquelon': 'PM',
  'Czech Republic': 'CZ',
  'Bosnia and Herzegovina': 'BA',
  Turkey: 'TR',
  Macedonia: 'MK',
  'Turks and Caicos Islands': 'TC',
  'Wallis and Futuna': 'WF',
  'Midway Islands': 'UM',
  'Antigua and Barbuda': 'AG',
  'Virgin Islands': 'VI',
  'Saint Kitts and Nevis': 'KN',
  'Saint Lucia': 'LC',
  'Netherlands Antilles': 'CW',
  'Trinidad and Tobago': 'TT',
  'Saint Vincent and the Grenadines': 'VC',
  'Hong Kong': 'HK',
  Macau: 'MO',
  Burma: 'MM',
  Myanmar: 'MM',
  'East Timor': 'TL',
  Palestine: 'PS',
  'Johnston Atoll': 'UM',
  'Wake Island': 'UM',
}

let byName: Map<string, string> | null = null

/** The ISO code of an OpenFlights country name, or null when neither CLDR nor the aliases know it. */
export function countryCodeOf(name: string): string | null {
  if (ALIASES[name]) return ALIASES[name]
  if (!byName) {
    byName = new Map()
    const names = new Intl.DisplayNames('en', { type: 'region' })
    for (let a = 65; a <= 90; a += 1)
      for (let b = 65; b <= 90; b += 1) {
        const code = String.fromCharCode(a, b)
        // Retired codes (DD, YU...) canonicalise to today's and share their names: keep today's only.
        if (new Intl.Locale(`und-${code}`).maximize().region !== code) continue
        const english = names.of(code)
        if (english && english !== code && !byName.has(english)) byName.set(english, code)
      }
  }
  return byName.get(name) ?? null
}
