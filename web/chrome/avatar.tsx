import { avatarInitials, isPhoneAccount } from './avatar-initials.ts'

/** The sizes the stylesheet draws (chrome.css), so that no element needs a style attribute (the CSP). */
type AvatarSize = 32 | 36 | 44

interface Props {
  name: string | null | undefined
  imageUrl?: string | null
  size?: AvatarSize
}

/** A person's picture, or their initials, or a phone for phone-number accounts; decorative (aria-hidden). */
export function Avatar({ name, imageUrl, size = 36 }: Props) {
  const className = size === 36 ? 'fw-avatar' : `fw-avatar fw-avatar--${size}`
  if (imageUrl) {
    return <img className={className} src={imageUrl} alt="" width={size} height={size} aria-hidden="true" />
  }
  return (
    <span className={className} aria-hidden="true">
      {isPhoneAccount(name) ? (
        <svg viewBox="0 0 24 24" width={size / 2} height={size / 2} focusable="false" aria-hidden="true">
          <path
            fill="currentColor"
            d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1l-2.2 2.2z"
          />
        </svg>
      ) : (
        avatarInitials(name)
      )}
    </span>
  )
}
