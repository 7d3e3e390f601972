import { type ReactNode, useId } from 'react'

/** A settings form named by its heading; the browser's own validation is off (the server's words show). */
export function CompanyForm({
  title,
  onSubmit,
  children,
}: {
  title: ReactNode
  onSubmit(): void
  children: ReactNode
}) {
  const id = useId()
  return (
    <form
      className="fw-company-form"
      noValidate
      aria-labelledby={id}
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      <h2 id={id}>{title}</h2>
      {children}
    </form>
  )
}
