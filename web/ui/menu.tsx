import './csp-nonce.ts'
import type { Key, ReactNode } from 'react'
import { Menu, MenuItem, MenuSection } from 'react-aria-components'
import './ui.css'

interface MenuListProps {
  label: string
  onAction?(key: Key): void
  /** Focus the first item on opening (a menu opened from a button, which keyboard users then arrow through). */
  autoFocus?: boolean
  children: ReactNode
}

/** A menu (arrow keys move, Enter acts) standing on its own inside a panel, not behind a menu button. */
export function MenuList({ label, onAction, autoFocus, children }: MenuListProps) {
  return (
    <Menu
      aria-label={label}
      onAction={onAction}
      autoFocus={autoFocus ? 'first' : undefined}
      className="fw-menu"
    >
      {children}
    </Menu>
  )
}

export function MenuGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <MenuSection aria-label={label} className="fw-menu-group">
      {children}
    </MenuSection>
  )
}

/** A menu item that is a link (role menuitem on an anchor). */
export function MenuLink({ id, href, children }: { id: string; href: string; children: ReactNode }) {
  return (
    <MenuItem id={id} href={href} className="fw-menu-item">
      {children}
    </MenuItem>
  )
}

export function MenuAction({ id, children }: { id: string; children: ReactNode }) {
  return (
    <MenuItem id={id} className="fw-menu-item">
      {children}
    </MenuItem>
  )
}

interface MenuCheckboxProps {
  id: string
  label: string
  isSelected: boolean
  onChange(selected: boolean): void
  children: ReactNode
}

/** A checkbox toggle in a menu (role menuitemcheckbox, aria-checked): its own one-item group. */
export function MenuCheckbox({ id, label, isSelected, onChange, children }: MenuCheckboxProps) {
  return (
    <MenuSection
      aria-label={label}
      className="fw-menu-group"
      selectionMode="multiple"
      selectedKeys={isSelected ? [id] : []}
      onSelectionChange={(keys) => onChange(keys === 'all' || keys.has(id))}
    >
      <MenuItem id={id} className="fw-menu-item fw-menu-item--check">
        {({ isSelected: checked }) => (
          <>
            <span className={`fw-checkbox-box${checked ? ' is-checked' : ''}`} aria-hidden="true" />
            <span>{children}</span>
          </>
        )}
      </MenuItem>
    </MenuSection>
  )
}
