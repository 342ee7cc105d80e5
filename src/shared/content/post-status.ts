/**
 * A post's lifecycle, written once: the server refuses any move not in `transitions`, the pages read the
 * labels and ask `canMove` before showing a button.
 *
 * draft → in_review → approved | changes_requested; changes_requested → revised (the team edits) →
 * in_review; approved → scheduled → published.
 */

export const postStatuses = [
  'draft',
  'in_review',
  'changes_requested',
  'revised',
  'approved',
  'scheduled',
  'published',
] as const
export type PostStatus = (typeof postStatuses)[number]

export const postStatusLabels: Record<PostStatus, string> = {
  draft: 'Draft',
  in_review: 'In review',
  changes_requested: 'Changes requested',
  revised: 'Revised',
  approved: 'Approved',
  scheduled: 'Scheduled',
  published: 'Published',
}

/** What moves a post: each action is one transition of the table below. */
export const postActions = [
  'send_for_review',
  'approve',
  'request_changes',
  'revise',
  'schedule',
  'publish',
] as const
export type PostAction = (typeof postActions)[number]

/** For messages: 'cannot be approved'. */
export const postActionPastTense: Record<PostAction, string> = {
  send_for_review: 'sent for review',
  approve: 'approved',
  request_changes: 'sent back for changes',
  revise: 'edited',
  schedule: 'scheduled',
  publish: 'published',
}

/** From each status, the actions allowed and where they lead. */
export const transitions: Record<PostStatus, Partial<Record<PostAction, PostStatus>>> = {
  draft: { send_for_review: 'in_review' },
  in_review: { approve: 'approved', request_changes: 'changes_requested' },
  changes_requested: { revise: 'revised' },
  revised: { send_for_review: 'in_review' },
  approved: { schedule: 'scheduled' },
  scheduled: { publish: 'published' },
  published: {},
}

/** The status an action leads to, or undefined when the action is not allowed from `from`. */
export function nextStatus(from: PostStatus, action: PostAction): PostStatus | undefined {
  return transitions[from][action]
}

export function canMove(from: PostStatus, action: PostAction): boolean {
  return nextStatus(from, action) !== undefined
}

/** The team edits caption, hashtags, channel, time and images only in these statuses. */
export const editableStatuses: readonly PostStatus[] = ['draft', 'changes_requested', 'revised']

export function isEditable(status: PostStatus): boolean {
  return editableStatuses.includes(status)
}

/** Who made a change, as kept in each version. */
export const actorKinds = ['team', 'customer', 'review_link', 'no_answer_rule'] as const
export type ActorKind = (typeof actorKinds)[number]

export const actorKindLabels: Record<ActorKind, string> = {
  team: 'Team',
  customer: 'Customer',
  review_link: 'Customer (review link)',
  no_answer_rule: 'No-answer rule',
}
