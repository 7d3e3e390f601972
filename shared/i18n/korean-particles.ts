/**
 * Korean particles (josa) chosen by the word before them: 서울과 도쿄, 파리와 런던, 서울로, 부산으로.
 * Hangul is read by its last syllable's final consonant (batchim), digits by their Sino-Korean reading,
 * capital abbreviations by the Korean names of their letters and Latin words by how Korean loanwords
 * write them (heuristic below). When nothing tells, both forms are written, as Korean does: 을(를), (으)로.
 *
 * Written here rather than taken from es-hangul: its `josa` (about 1.4 KB gzip tree-shaken) reads only
 * Hangul and all-capital abbreviations, so digits, Latin words, punctuation and the fallback would be
 * ours anyway.
 */

/** How a word ends for a particle: no final consonant, ㄹ, another final consonant, or unknown. */
export type TKoreanEnding = 'vowel' | 'rieul' | 'consonant' | 'unknown'

/** Pairs of [form after a final consonant, form after a vowel]; 으로 takes the vowel form after ㄹ too. */
const PAIRS =
  '이/가 은/는 을/를 과/와 으로/로 으로서/로서 으로써/로써 으로부터/로부터 이나/나 아/야 이랑/랑 이라/라 이란/란 이에요/예요'
    .split(' ')
    .map((p) => p.split('/') as [string, string])

/** The last syllable of each digit's Sino-Korean reading: 영 일 이 삼 사 오 육 칠 팔 구. */
const DIGIT_NAMES = '영일이삼사오육칠팔구'

/**
 * How a lower-case Latin word ends as Korean loanwords write it; a few rules, checked against the Korean
 * names of our ranked cities (content/places/cities.json, over 95% agree):
 * - ㄹ: a final l (Seoul 서울, Istanbul 이스탄불), a consonant + "le" (Seattle 시애틀), "-ville", "-dale"
 *   (Nashville 내슈빌, Fort Lauderdale 포트로더데일);
 * - another final consonant: m, n, ng, nh (London 런던, Amsterdam 암스테르담, Hong Kong 홍콩, Phnom Penh
 *   프놈펜), a vowel letter + c, ck, k or p (Bangkok 방콕, Phu Quoc 푸꾸옥), "-ne" but not "-gne"
 *   (Melbourne 멜버른), and "York" (New York 뉴욕);
 * - a vowel otherwise: a final vowel letter, y or w (Tokyo 도쿄, Sydney 시드니, Moscow 모스크바), and a
 *   final consonant Korean writes as its own syllable, silent or with ㅡ (Paris 파리, Texas 텍사스,
 *   Madrid 마드리드, Frankfurt 프랑크푸르트, Hamburg 함부르크, Dakar 다카르, Minsk 민스크).
 * Names Korean takes from another language (Munich 뮌헨, Milan 밀라노, Vienna 빈) or reads in its own
 * way (Vladivostok 블라디보스토크, Phuket 푸껫) come out wrong: pass the Korean name where there is one.
 */
function latinEnding(word: string): TKoreanEnding {
  if (/(l|[^aeiouyl]le|ville|dale)$/.test(word)) return 'rieul'
  if (/([mn]|ng|nh|[aeiou](c|ck|k|p)|[^g]ne|york)$/.test(word)) return 'consonant'
  return 'vowel'
}

/**
 * The part that decides: characters in one form (ＪＦＫ → JFK, ② → 2), without trailing spaces and
 * punctuation, and the word before brackets, as Korean reads them: "서울 (Seoul)" → "서울".
 */
const BEFORE_BRACKETS = /^(.*[^\s\p{P}])[\s\p{P}]*[(（[［][^()（）[\]［］]*$/u
function readable(word: string): string {
  let text = word.normalize('NFKC').replace(/[\s\p{P}]+$/u, '')
  for (let m = BEFORE_BRACKETS.exec(text); m; m = BEFORE_BRACKETS.exec(text)) text = m[1] as string
  return text
}

/** How the word ends when read aloud in Korean. */
export function koreanEnding(word: string): TKoreanEnding {
  const text = readable(word)
  let last = text.at(-1) ?? ''
  if (last >= '0' && last <= '9') last = DIGIT_NAMES[Number(last)] as string
  // São → Sao
  const latin = /[\p{Script=Latin}\p{M}]+$/u.exec(text)?.[0].normalize('NFD').replace(/\p{M}/gu, '') ?? ''
  if (/[a-z]$/i.test(latin)) {
    // An all-capital abbreviation (JFK, LA, Terminal A) is read letter by letter.
    if (latin !== latin.toUpperCase()) return latinEnding(latin.toLowerCase())
    // The Korean names of the letters end in ㄹ for L 엘 and R 알, in ㅁ, ㄴ for M 엠 and N 엔, else in a vowel.
    const letter = latin.at(-1) as string
    return 'LR'.includes(letter) ? 'rieul' : 'MN'.includes(letter) ? 'consonant' : 'vowel'
  }
  const code = last.charCodeAt(0) - 0xac00
  if (!(code >= 0 && code < 11172)) return 'unknown'
  return code % 28 === 0 ? 'vowel' : code % 28 === 8 ? 'rieul' : 'consonant'
}

/**
 * The word followed by the right form of the particle: withParticle('파리', '과') → '파리와',
 * withParticle('서울', '로') → '서울로', withParticle('부산', '로') → '부산으로'. Either form of a
 * pair may be given; a particle without forms (에서, 에, 의, 도, 만) is appended as it is. When the
 * ending is unknown (emoji, empty) both forms are written: 을(를), 이(가), (으)로, (이)나.
 */
export function withParticle(word: string, particle: string): string {
  const pair = PAIRS.find((p) => p[0] === particle || p[1] === particle)
  if (!pair) return word + particle
  const [afterConsonant, afterVowel] = pair
  const ending = koreanEnding(word)
  if (ending === 'unknown') {
    return afterConsonant.endsWith(afterVowel)
      ? `${word}(${afterConsonant.slice(0, -afterVowel.length)})${afterVowel}`
      : `${word}${afterConsonant}(${afterVowel})`
  }
  const vowelForm = ending === 'vowel' || (ending === 'rieul' && afterConsonant.startsWith('으로'))
  return word + (vowelForm ? afterVowel : afterConsonant)
}
