import type { ComponentProps } from 'react'

/** The site's button looks, each one of the existing classes in `styles/chrome.css`. */
const VARIANTS = {
  primary: 'fw-button',
  secondary: 'fw-button fw-button--secondary',
  danger: 'fw-button fw-button--danger',
  /** Text that acts, underlined like a link (the quiet actions beside a form or in a notice). */
  quiet: 'fw-link-button',
} as const

export type ButtonVariant = keyof typeof VARIANTS

export type ButtonProps = ComponentProps<'button'> & { variant?: ButtonVariant }

/**
 * The one plain button: a native `<button>` (so a form's submit, focus and the disabled look are the
 * browser's), `type="button"` unless told, with its variant's classes before any of the caller's own.
 * Menu triggers, tabs, toggles and popover anchors keep their own elements.
 */
export function Button({ variant = 'primary', type = 'button', className, ...rest }: ButtonProps) {
  const classes = className ? `${VARIANTS[variant]} ${className}` : VARIANTS[variant]
  return <button type={type} className={classes} {...rest} />
}
