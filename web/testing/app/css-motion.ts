import fs from 'node:fs'
import path from 'node:path'

export interface TMotionRules {
  /** Animations and transitions outside any media query: they would run under reduced motion too. */
  always: string[]
  /** Those inside `@media (prefers-reduced-motion: no-preference)`. */
  noPreference: string[]
}

/**
 * The animations a stylesheet (its path from the repository's root) gives rules whose selector contains `selectorPart`, by where they sit. Read
 * with jsdom's CSS parser (component tests), so that a rule moved out of its media query is seen.
 */
export function motionRules(cssFile: string, selectorPart: string): TMotionRules {
  const style = document.createElement('style')
  style.textContent = fs.readFileSync(path.resolve(cssFile), 'utf8')
  document.head.append(style)
  const out: TMotionRules = { always: [], noPreference: [] }
  const visit = (rules: CSSRuleList, into: string[] | null) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSMediaRule) {
        const noPreference = /prefers-reduced-motion:\s*no-preference/.test(rule.conditionText)
        visit(rule.cssRules, noPreference ? out.noPreference : into)
      } else if (rule instanceof CSSStyleRule && rule.selectorText.includes(selectorPart)) {
        const animation =
          rule.style.getPropertyValue('animation') || rule.style.getPropertyValue('animation-name')
        const moving = [animation, rule.style.getPropertyValue('transition')].filter(
          (value) => value && value !== 'none',
        )
        if (moving.length > 0) (into ?? out.always).push(`${rule.selectorText} { ${moving.join('; ')} }`)
      }
    }
  }
  visit((style.sheet as CSSStyleSheet).cssRules, null)
  style.remove()
  return out
}
