/** Open roles on the careers page. Apply Now e-mails support with the subject from applicationSubject. */

export type CareerRole = {
  readonly id: string
  readonly title: string
  readonly type: 'Full-time'
  readonly location: 'Remote / UK'
  readonly description: string
  readonly responsibilities: readonly string[]
}

export const careers = [
  {
    id: 'social-media-manager',
    title: 'Social Media Manager',
    type: 'Full-time',
    location: 'Remote / UK',
    description:
      'Own the content calendars of a portfolio of small business clients, from cafés to trades, and turn their ' +
      'everyday work into posts their local customers want to see.',
    responsibilities: [
      'Plan monthly content calendars with each client',
      'Write captions and choose hashtags in every client’s tone of voice',
      'Schedule posts and keep approvals moving on time',
      'Review results and suggest improvements each month',
    ],
  },
  {
    id: 'video-content-creator',
    title: 'Video Content Creator',
    type: 'Full-time',
    location: 'Remote / UK',
    description:
      'Create short-form vertical videos for Reels, TikTok and YouTube Shorts that make small businesses stand out ' +
      'in a busy feed.',
    responsibilities: [
      'Script, edit and caption short-form videos from client footage',
      'Keep up with trends, sounds and formats on each platform',
      'Apply each client’s branding consistently',
      'Turn feedback into revised edits within our 48-hour promise',
    ],
  },
  {
    id: 'email-content-writer',
    title: 'Email Content Writer',
    type: 'Full-time',
    location: 'Remote / UK',
    description:
      'Write clear, friendly emails and newsletters that help our clients stay in touch with their customers and ' +
      'bring them back through the door.',
    responsibilities: [
      'Write newsletters, offers and announcements in plain British English',
      'Work with social media managers so campaigns line up across channels',
      'Proofread and fact-check every piece before it is sent',
      'Test subject lines and report on what works',
    ],
  },
] as const satisfies readonly CareerRole[]

export function applicationSubject(role: Pick<CareerRole, 'title'>): string {
  return `Application for ${role.title}`
}

/** The careers page's closing line, for anyone the roles do not fit; the support address follows it. */
export const OTHER_ROLE_INVITATION =
  'Do not see the right role? Send your CV and a few lines about yourself to'
