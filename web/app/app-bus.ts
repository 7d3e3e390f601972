import { createEventBus } from '../../shared/event-bus.ts'

/** The page's one event bus; subscribers' failures are reported, not thrown at the publisher. */
export const appBus = createEventBus((error, name) =>
  console.error(`event handler for ${name} failed`, error),
)
