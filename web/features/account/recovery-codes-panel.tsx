import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'

/**
 * Recovery codes, shown once: the server keeps only their hashes. Copy and download let the user keep
 * them; "I have saved them" closes the panel for good.
 */
export function RecoveryCodesPanel({ codes, onDone }: { codes: readonly string[]; onDone(): void }) {
  const { t } = useTranslation()
  const [copied, setCopied] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  const text = `${codes.join('\n')}\n`
  // The codes replace the control that made them: move focus to their heading so it is not lost.
  useEffect(() => heading.current?.focus(), [])

  async function copy() {
    try {
      await navigator.clipboard.writeText(text)
      setCopied(true)
    } catch {
      setCopied(false)
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }))
    const link = document.createElement('a')
    link.href = url
    link.download = 'recovery-codes.txt'
    link.click()
    setTimeout(() => URL.revokeObjectURL(url), 1000)
  }

  return (
    <section className="fw-two-factor-codes" aria-labelledby="account-recovery-codes-title">
      <h3 id="account-recovery-codes-title" ref={heading} tabIndex={-1}>
        {t('account.twoFactor.recoveryTitle')}
      </h3>
      <p>{t('account.twoFactor.recoveryAbout')}</p>
      <ol className="fw-two-factor-code-list" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <p role="status" className="fw-form-message fw-form-message--success">
        {copied ? t('account.twoFactor.copied') : ''}
      </p>
      <div className="fw-actions">
        <Button variant="secondary" onClick={copy}>
          {t('account.twoFactor.copy')}
        </Button>
        <Button variant="secondary" onClick={download}>
          {t('account.twoFactor.download')}
        </Button>
        <Button onClick={onDone}>{t('account.twoFactor.done')}</Button>
      </div>
    </section>
  )
}
