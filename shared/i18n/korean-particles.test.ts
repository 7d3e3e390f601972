import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import cities from '../../content/places/cities.json' with { type: 'json' }
import { koreanEnding, withParticle } from './korean-particles.ts'

/** A word, the particle asked for and what withParticle makes of them. */
type Case = readonly [word: string, particle: string, expected: string]
const attaches = (word: string, particle: string, expected: string) => {
  expect(withParticle(word, particle)).toBe(expected)
}

/** [after a final consonant, after a vowel, after ㄹ] for each pair. */
const PAIRS: readonly (readonly [string, string, string])[] = [
  ['이', '가', '이'],
  ['은', '는', '은'],
  ['을', '를', '을'],
  ['과', '와', '과'],
  ['으로', '로', '로'],
  ['이나', '나', '이나'],
  ['아', '야', '아'],
  ['이랑', '랑', '이랑'],
  ['이에요', '예요', '이에요'],
]

describe('withParticle on Hangul', () => {
  it.each(PAIRS)('chooses %s / %s by the last syllable, given either form', (consonant, vowel, rieul) => {
    for (const given of [consonant, vowel]) {
      expect(withParticle('부산', given)).toBe(`부산${consonant}`)
      expect(withParticle('파리', given)).toBe(`파리${vowel}`)
      expect(withParticle('서울', given)).toBe(`서울${rieul}`)
    }
  })

  it.each<Case>([
    ['서울', '과', '서울과'],
    ['파리', '과', '파리와'],
    ['도쿄', '을', '도쿄를'],
    ['서울', '를', '서울을'],
    ['런던', '로', '런던으로'],
    ['서울', '으로', '서울로'],
    ['부산', '로', '부산으로'],
    ['제주', '으로', '제주로'],
  ])('reads the examples of the issue: %s + %s → %s', attaches)

  it.each<Case>([
    ['서울', '으로서', '서울로서'],
    ['부산', '로써', '부산으로써'],
    ['서울', '로부터', '서울로부터'],
    ['서울', '라', '서울이라'],
    ['도쿄', '이란', '도쿄란'],
  ])(
    'takes 로 after ㄹ in every 으로 particle, the consonant form after ㄹ elsewhere: %s + %s → %s',
    attaches,
  )

  it('appends particles without forms as they are', () => {
    for (const particle of ['에서', '에', '의', '도', '만']) {
      expect(withParticle('서울', particle)).toBe(`서울${particle}`)
      expect(withParticle('Paris', particle)).toBe(`Paris${particle}`)
      expect(withParticle('', particle)).toBe(particle)
    }
  })

  it('follows the batchim rule for any string ending in a Hangul syllable', () => {
    const syllable = fc.integer({ min: 0xac00, max: 0xd7a3 }).map((code) => String.fromCharCode(code))
    const word = fc.array(syllable, { minLength: 1, maxLength: 6 }).map((s) => s.join(''))
    fc.assert(
      fc.property(word, fc.constantFrom(...PAIRS), fc.boolean(), (w, [consonant, vowel], giveVowel) => {
        const out = withParticle(w, giveVowel ? vowel : consonant)
        expect(out.startsWith(w)).toBe(true)
        const chosen = out.slice(w.length)
        expect([consonant, vowel]).toContain(chosen)
        const final = ((w.at(-1) as string).charCodeAt(0) - 0xac00) % 28
        const vowelForm = final === 0 || (final === 8 && consonant === '으로')
        expect(chosen).toBe(vowelForm ? vowel : consonant)
      }),
    )
  })
})

describe('withParticle on digits', () => {
  // 영 일 이 삼 사 오 육 칠 팔 구
  const READINGS = ['영', '일', '이', '삼', '사', '오', '육', '칠', '팔', '구']

  it.each(READINGS.map((reading, digit) => [digit, reading]))('reads %i as %s', (digit, reading) => {
    for (const [consonant] of PAIRS) {
      expect(withParticle(`Terminal ${digit}`, consonant)).toBe(
        `Terminal ${digit}${withParticle(reading, consonant).slice(reading.length)}`,
      )
    }
  })

  it.each<Case>([
    ['제2터미널', '로', '제2터미널로'],
    ['Terminal 2', '로', 'Terminal 2로'],
    ['Terminal 1', '으로', 'Terminal 1로'],
    ['Gate 13', '을', 'Gate 13을'],
    ['Gate 10', '가', 'Gate 10이'],
    ['1,200', '과', '1,200과'],
    ['２', '로', '２로'],
  ])('reads numbers by their last digit: %s + %s → %s', attaches)
})

describe('withParticle on abbreviations', () => {
  it.each<Case>([
    ['JFK', '를', 'JFK를'],
    ['LA', '을', 'LA를'],
    ['ICN', '으로', 'ICN으로'],
    ['GMP', '과', 'GMP와'],
    ['LHR', '로', 'LHR로'],
    ['SFO', '은', 'SFO는'],
    ['BCN', '이', 'BCN이'],
    ['NRT', '로', 'NRT로'],
    ['CDG', '과', 'CDG와'],
    ['HNL', '으로', 'HNL로'],
    ['AMS', '를', 'AMS를'],
    ['KIX', '가', 'KIX가'],
    ['USA', '이', 'USA가'],
    ['Terminal A', '로', 'Terminal A로'],
    ['Gate M', '로', 'Gate M으로'],
    ['ＪＦＫ', '를', 'ＪＦＫ를'],
  ])('%s + %s → %s', attaches)

  it('gives every capital letter the ending of its Korean name', () => {
    for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
      const expected = 'LR'.includes(letter) ? 'rieul' : 'MN'.includes(letter) ? 'consonant' : 'vowel'
      expect(koreanEnding(letter), letter).toBe(expected)
      expect(koreanEnding(`X${letter}`), letter).toBe(expected)
    }
  })
})

describe('withParticle on Latin names', () => {
  // The Korean name of each city tells the ending the particle should follow.
  it.each([
    ['Paris', '파리'],
    ['Texas', '텍사스'],
    ['London', '런던'],
    ['Seoul', '서울'],
    ['Busan', '부산'],
    ['Tokyo', '도쿄'],
    ['New York', '뉴욕'],
    ['Madrid', '마드리드'],
    ['Berlin', '베를린'],
    ['Frankfurt', '프랑크푸르트'],
    ['Hong Kong', '홍콩'],
    ['Bangkok', '방콕'],
    ['Singapore', '싱가포르'],
    ['Los Angeles', '로스앤젤레스'],
    ['Istanbul', '이스탄불'],
    ['Amsterdam', '암스테르담'],
    ['Stockholm', '스톡홀름'],
    ['Seattle', '시애틀'],
    ['Nashville', '내슈빌'],
    ['Melbourne', '멜버른'],
    ['Sydney', '시드니'],
    ['Moscow', '모스크바'],
    ['Hamburg', '함부르크'],
    ['Beijing', '베이징'],
    ['Da Nang', '다낭'],
    ['Phu Quoc', '푸꾸옥'],
    ['Phnom Penh', '프놈펜'],
    ['Marseille', '마르세유'],
    ['Dakar', '다카르'],
    ['Montreal', '몬트리올'],
    ['Budapest', '부다페스트'],
    ['Perth', '퍼스'],
    ['São Paulo', '상파울루'],
    ['Zürich', '취리히'],
    ['Kraków', '크라쿠프'],
    ['Lyon', '리옹'],
    ['Zagreb', '자그레브'],
    ['Phoenix', '피닉스'],
  ])('%s ends as %s does', (name, korean) => {
    expect(koreanEnding(name)).toBe(koreanEnding(korean))
    for (const [consonant] of PAIRS) {
      expect(withParticle(name, consonant)).toBe(name + withParticle(korean, consonant).slice(korean.length))
    }
  })

  it.each<Case>([
    ['Paris', '과', 'Paris와'],
    ['London', '로', 'London으로'],
    ['Seoul', '으로', 'Seoul로'],
    ['New York', '를', 'New York을'],
    ['Frankfurt', '이', 'Frankfurt가'],
  ])('gives the examples of the issue: %s + %s → %s', attaches)

  it('agrees with the Korean names of at least 95% of our ranked cities', () => {
    const agree = cities.filter((city) => koreanEnding(city.name) === koreanEnding(city.ko))
    expect(agree.length / cities.length).toBeGreaterThanOrEqual(0.95)
  })
})

describe('withParticle on punctuation, brackets and the unknown', () => {
  it.each<Case>([
    ['서울!', '로', '서울!로'],
    ['"부산"', '로', '"부산"으로'],
    ['Paris. ', '을', 'Paris. 를'],
    ['「도쿄」', '과', '「도쿄」와'],
    ['(ICN)', '로', '(ICN)으로'],
  ])('ignores trailing punctuation, spaces and closing brackets: %s + %s → %s', attaches)

  it.each<Case>([
    ['서울 (Seoul)', '로', '서울 (Seoul)로'],
    ['인천(ICN)', '로', '인천(ICN)으로'],
    ['New York (JFK)', '를', 'New York (JFK)을'],
    ['도쿄 [하네다 (HND)]', '을', '도쿄 [하네다 (HND)]를'],
  ])('reads the word before brackets, as Korean does: %s + %s → %s', attaches)

  it.each<Case>([
    ['🌸', '을', '🌸을(를)'],
    ['', '를', '을(를)'],
    ['东京', '이', '东京이(가)'],
    ['ㅋㅋ', '은', 'ㅋㅋ은(는)'],
    ['🌸', '과', '🌸과(와)'],
    ['🌸', '로', '🌸(으)로'],
    ['🌸', '나', '🌸(이)나'],
    ['🌸', '예요', '🌸이에요(예요)'],
    ['...', '을', '...을(를)'],
  ])('writes both forms when nothing tells which: %s + %s → %s', attaches)
})
