import { atLeast, BREAKPOINT_ORDER, type TBreakpoint } from './breakpoints.ts'
import { DIALOG_PROPS_ERROR } from './nav-constants.ts'

/** Spec section 4: the side navigation's four variants. */
export type TSideNavVariant = 'drawer' | 'hiddenDrawer' | 'dialog' | 'accordion'

/** What a page says about its side navigation (route catalogue). */
export type TSideNavPage = Omit<TSideNavContext, 'businessMode'>

/** What a page says about its side navigation and what the session says. */
export interface TSideNavContext {
  /** The page keeps the drawer closed at every width (it opens from the toggle only). */
  drawerHidden?: boolean
  /** The page is laid out responsively: below the drawer's width its navigation is an accordion. */
  responsive?: boolean
  /** A results page: its list needs the width, so the drawer and the hidden drawer start wider. */
  results?: boolean
  businessMode: boolean
}

function wider(bp: TBreakpoint, steps: number): TBreakpoint {
  const i = Math.min(BREAKPOINT_ORDER.indexOf(bp) + steps, BREAKPOINT_ORDER.length - 1)
  return BREAKPOINT_ORDER[i] ?? bp
}

/**
 * The narrowest breakpoint with a standing drawer (decision 026): ML; a results page one step wider,
 * business mode (whose header carries the company section) one step wider again.
 */
export function drawerFrom(ctx: TSideNavContext): TBreakpoint {
  return wider('ml', (ctx.results ? 1 : 0) + (ctx.businessMode ? 1 : 0))
}

/** The narrowest breakpoint that is no longer a dialog: S; on results pages M. */
export function dialogBelow(ctx: TSideNavContext): TBreakpoint {
  return ctx.results ? 'm' : 's'
}

/**
 * Spec section 4: dialog at extra small, hidden drawer at small and medium, drawer (or hidden drawer on a
 * drawer-hidden page) from the limit up, accordion below the limit when the page is responsive.
 */
export function sideNavVariant(bp: TBreakpoint, ctx: TSideNavContext): TSideNavVariant {
  if (atLeast(bp, drawerFrom(ctx))) return ctx.drawerHidden ? 'hiddenDrawer' : 'drawer'
  if (ctx.responsive) return 'accordion'
  return atLeast(bp, dialogBelow(ctx)) ? 'hiddenDrawer' : 'dialog'
}

/**
 * Where the standing drawer (the rail) starts, for the stylesheet's media queries; null on a drawer-hidden
 * page. The layout comes from CSS with these names, so server HTML and hydrated HTML look the same.
 */
export function railFrom(ctx: TSideNavContext): TBreakpoint | null {
  return ctx.drawerHidden ? null : drawerFrom(ctx)
}

/** A breakpoint change that changes the variant closes the navigation (accordion to drawer collapses). */
export function staysOpenAcross(previous: TSideNavVariant, next: TSideNavVariant): boolean {
  return previous === next
}

/** A route change closes the navigation, except a drawer the visitor pinned open. */
export function staysOpenOnRouteChange(variant: TSideNavVariant, pinned: boolean): boolean {
  return variant === 'drawer' && pinned
}

/** A click outside closes the drawer variants only (the dialog and the accordion have their own ways). */
export function closesOnOutsideClick(variant: TSideNavVariant): boolean {
  return variant === 'drawer' || variant === 'hiddenDrawer'
}

/** What the dialog variant needs (spec section 5): its open state, its way to close and its title. */
export interface TSideNavDialogProps {
  isOpen: boolean
  onClose(): void
  title: string
}

/** Raises the spec's error when the dialog variant is used without its properties. */
export function requireDialogProps(props: Partial<TSideNavDialogProps> | undefined): TSideNavDialogProps {
  if (!props || typeof props.isOpen !== 'boolean' || typeof props.onClose !== 'function' || !props.title) {
    throw new Error(DIALOG_PROPS_ERROR)
  }
  return props as TSideNavDialogProps
}
