import { LabelledSelect } from '../../ui/labelled-field.tsx'

/** Every half hour of a day, "00:00" to "23:30". */
const HALF_HOURS = Array.from(
  { length: 48 },
  (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
)

/**
 * A search box's time of day: a select of half hours the GET form sends and shows as 24-hour HH:MM (the
 * server's rendering and the browser's then agree, whatever their ICU). A value off the half hours (a
 * shared URL's) stays listed.
 */
export function TimeField(props: {
  name: string
  label: string
  value: string
  onChange(value: string): void
}) {
  const times = HALF_HOURS.includes(props.value) ? HALF_HOURS : [...HALF_HOURS, props.value].sort()
  return (
    <LabelledSelect
      {...props}
      className="fw-search-time"
      options={times.map((time) => ({ value: time, label: time }))}
    />
  )
}
