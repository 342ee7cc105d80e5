/** The content calendar's user-facing messages, written once for the server, the pages and the tests. */
import { CONTENT_LIMITS } from './content-rules.ts'
import { type PostAction, type PostStatus, postActionPastTense, postStatusLabels } from './post-status.ts'

export const CONTENT_MESSAGES = {
  postCreated: 'Post created',
  postSaved: 'Post saved',
  imageUploaded: 'Image uploaded',
  imageDeleted: 'Image deleted',
  batchSent: 'Posts sent for review',
  approved: 'Post approved',
  changesRequested: 'Your request for changes has been sent to our team',
  lateChangesRequested:
    'Your request for changes has been sent to our team. It came after the 48-hour cut-off, so the changes may be too late for this date.',
  weekApproved: 'Posts approved',
  commentAdded: 'Comment added',
  scheduled: 'Post scheduled',
  published: 'Post marked as published',
  settingsSaved: 'Settings saved',

  postNotFound: 'Post not found',
  customerNotFound: 'Customer not found',
  imageNotFound: 'Image not found',
  postInPast: 'Please choose a date and time in the future',
  notEditable: 'This post can only be edited while it is a draft or has changes requested',
  tooManyImages: `A post can have at most ${CONTENT_LIMITS.imagesPerPost} images`,
  noFile: 'Please choose an image to upload',
  imageType: 'Please upload a PNG, JPEG or WebP image',
  imageTooLarge: 'Images must be 10 MB or smaller',
  imageUnreadable: 'This file is not a valid PNG, JPEG or WebP image',
  nothingToSend: 'Please choose at least one post to send for review',
  notSendable: 'Only draft or revised posts can be sent for review',
  alreadyAnswered: 'This post has already been answered',
  notInReview: 'This post is not waiting for your review',
  describeChanges: 'Please describe the changes you would like',
  commentRequired: 'Please enter a comment',
  invalidWeek: 'Please choose a Monday (YYYY-MM-DD)',
  noPostsThatWeek: 'There are no posts waiting for your review that week',
  noPostsWaiting: 'There are no posts waiting for your answer',
  invalidRange: `Please choose a range of at most ${CONTENT_LIMITS.rangeMaxDays} days`,

  reviewLinkInvalid: 'This review link is not valid. Please use the link in your latest e-mail, or sign in.',
  reviewLinkExpired: 'This review link has expired. Please sign in to review your posts.',
  reviewLinkReplaced:
    'This post has been sent to you again with a newer link. Please use your latest e-mail.',
} as const

/** A clear sentence for an illegal status change: 'A post that is "Published" cannot be approved'. */
export function illegalTransitionMessage(status: PostStatus, action: PostAction): string {
  return `A post that is "${postStatusLabels[status]}" cannot be ${postActionPastTense[action]}`
}

export const REVIEW_EMAIL_SUBJECT = 'Your posts are ready for review'
export const CHANGES_REQUESTED_EMAIL_SUBJECT = 'Changes requested'
