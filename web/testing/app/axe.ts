import axe from 'axe-core'

/** The page's axe violations, each as "rule: targets" (the tests expect none). */
export async function axeViolations(): Promise<string[]> {
  const results = await axe.run(document.body, { resultTypes: ['violations'] })
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)
}
