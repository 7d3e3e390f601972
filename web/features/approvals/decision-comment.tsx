import { APPROVAL_LIMITS } from '../../../shared/business/approvals-contract.ts'

/** The approver's comment sent with a decision, under its label; its id is `${id}-comment`. */
export function DecisionComment({
  id,
  label,
  value,
  onChange,
}: {
  id: string
  label: string
  value: string
  onChange(comment: string): void
}) {
  return (
    <>
      <label htmlFor={`${id}-comment`}>{label}</label>
      <textarea
        id={`${id}-comment`}
        className="fw-input"
        maxLength={APPROVAL_LIMITS.commentMaxLength}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </>
  )
}
