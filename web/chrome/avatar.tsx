import { avatarInitials, isPhoneAccount } from './avatar-initials.ts'

interface Props {
  name: string | null | undefined
  imageUrl?: string | null
  size?: number
}

/** A person's picture, or their initials, or a phone for phone-number accounts; decorative (aria-hidden). */
export function Avatar({ name, imageUrl, size = 36 }: Props) {
  // 36 is the stylesheet's size; only other sizes need their own.
  const style = size === 36 ? undefined : { width: size, height: size }
  if (imageUrl) {
    return <img className="fw-avatar" src={imageUrl} alt="" width={size} height={size} aria-hidden="true" />
  }
  return (
    <span className="fw-avatar" style={style} aria-hidden="true">
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
