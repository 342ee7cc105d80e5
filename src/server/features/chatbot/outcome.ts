import type { ChatEventType, FinalOutcome } from '#shared/schemas/chatbot.ts'

export interface OutcomeChange {
  /** The chatbot could not answer, or the visitor asked for a person. */
  handoff?: boolean
  /** An e-mail is known for the first time. */
  emailCaptured?: boolean
  /** Set by the widget (PATCH): it knows what it showed. */
  explicit?: FinalOutcome | null | undefined
  event?: ChatEventType | null | undefined
}

/**
 * The conversation's outcome after a change. The widget's own report wins; otherwise a request for a
 * person replaces anything, and a captured e-mail only fills an empty outcome (a conversation that
 * already asked for a person, or was given the booking link, keeps that).
 */
export function nextOutcome(current: FinalOutcome | null, change: OutcomeChange): FinalOutcome | null {
  if (change.explicit) return change.explicit
  if (change.handoff) return 'human_requested'
  if ((change.emailCaptured || change.event === 'email_captured') && current === null) return 'email_captured'
  return current
}

/** The team is e-mailed once, when a conversation first turns to 'human_requested'. */
export function tellsTheTeam(before: FinalOutcome | null, after: FinalOutcome | null): boolean {
  return before !== 'human_requested' && after === 'human_requested'
}
