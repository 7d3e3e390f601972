import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { atLeast, BREAKPOINT_ORDER, type TBreakpoint } from './breakpoints.ts'
import {
  closesOnOutsideClick,
  drawerFrom,
  railFrom,
  requireDialogProps,
  sideNavVariant,
  staysOpenAcross,
  staysOpenOnRouteChange,
  type TSideNavContext,
} from './side-nav-variant.ts'

const breakpoint = fc.constantFrom(...BREAKPOINT_ORDER)
const context = fc.record({
  drawerHidden: fc.boolean(),
  responsive: fc.boolean(),
  results: fc.boolean(),
  businessMode: fc.boolean(),
})
const plain: TSideNavContext = { businessMode: false }

describe('side navigation variant', () => {
  it('follows the spec on an ordinary page: dialog at XS, hidden drawer at S and M, drawer from ML', () => {
    const seen = BREAKPOINT_ORDER.map((bp) => sideNavVariant(bp, plain))
    expect(seen).toEqual(['dialog', 'hiddenDrawer', 'hiddenDrawer', 'drawer', 'drawer', 'drawer'])
  })

  it('moves the limits on results pages and in business mode', () => {
    expect(drawerFrom({ businessMode: false, results: true })).toBe('l')
    expect(drawerFrom({ businessMode: true })).toBe('l')
    expect(drawerFrom({ businessMode: true, results: true })).toBe('xl')
    expect(sideNavVariant('s', { businessMode: false, results: true })).toBe('dialog')
    expect(sideNavVariant('ml', { businessMode: true })).toBe('hiddenDrawer')
  })

  it('never shows a standing drawer on a drawer-hidden page, nor below the limit', () => {
    fc.assert(
      fc.property(breakpoint, context, (bp, ctx) => {
        const variant = sideNavVariant(bp, ctx)
        const wide = atLeast(bp, drawerFrom(ctx))
        expect(variant === 'drawer').toBe(wide && !ctx.drawerHidden)
        if (wide) expect(['drawer', 'hiddenDrawer']).toContain(variant)
        // The stylesheet draws the rail exactly where the variant is the drawer.
        const rail = railFrom(ctx)
        expect(variant === 'drawer').toBe(rail !== null && atLeast(bp, rail))
      }),
    )
  })

  it('is an accordion below the limit on responsive pages, and otherwise a dialog only at the narrowest', () => {
    fc.assert(
      fc.property(breakpoint, context, (bp, ctx) => {
        const variant = sideNavVariant(bp, ctx)
        if (!atLeast(bp, drawerFrom(ctx)) && ctx.responsive) expect(variant).toBe('accordion')
        if (variant === 'accordion') expect(ctx.responsive).toBe(true)
        if (variant === 'dialog') expect(atLeast(bp, 'm')).toBe(false)
      }),
    )
  })

  it('does not get narrower variants as the screen widens (dialog, hidden drawer, drawer)', () => {
    const rank = { dialog: 0, accordion: 0, hiddenDrawer: 1, drawer: 2 }
    fc.assert(
      fc.property(breakpoint, breakpoint, context, (a, b, ctx) => {
        const [narrow, wide] = (atLeast(b, a) ? [a, b] : [b, a]) as [TBreakpoint, TBreakpoint]
        expect(rank[sideNavVariant(wide, ctx)]).toBeGreaterThanOrEqual(rank[sideNavVariant(narrow, ctx)])
      }),
    )
  })

  it('closes when a breakpoint change changes the variant (accordion to drawer collapses)', () => {
    expect(staysOpenAcross('accordion', 'drawer')).toBe(false)
    expect(staysOpenAcross('drawer', 'drawer')).toBe(true)
    fc.assert(
      fc.property(breakpoint, breakpoint, context, (a, b, ctx) => {
        const [va, vb] = [sideNavVariant(a, ctx), sideNavVariant(b, ctx)]
        expect(staysOpenAcross(va, vb)).toBe(va === vb)
      }),
    )
  })

  it('closes on route change unless it is a pinned drawer, and on outside clicks only as a drawer', () => {
    expect(staysOpenOnRouteChange('drawer', true)).toBe(true)
    expect(staysOpenOnRouteChange('drawer', false)).toBe(false)
    for (const v of ['hiddenDrawer', 'dialog', 'accordion'] as const) {
      expect(staysOpenOnRouteChange(v, true)).toBe(false)
    }
    expect(
      ['drawer', 'hiddenDrawer', 'dialog', 'accordion'].filter((v) => closesOnOutsideClick(v as never)),
    ).toEqual(['drawer', 'hiddenDrawer'])
  })
})

describe('the dialog variant’s properties', () => {
  it('raises the spec’s error without them, and passes them through when complete', () => {
    const complete = { isOpen: true, onClose: () => {}, title: 'Menu' }
    expect(requireDialogProps(complete)).toBe(complete)
    for (const partial of [undefined, {}, { isOpen: true, title: 'Menu' }, { ...complete, title: '' }]) {
      expect(() => requireDialogProps(partial)).toThrow(
        new Error('Please include the props required by the dialog variant.'),
      )
    }
  })
})
