/**
 * Names of things visitors ask for that we do not sell: other networks and other plan names. The
 * chatbot answers them with an honest 'no, but' (not-offered.ts), so the typo corrector must leave
 * them alone: 'vimeo' is not a misspelt 'video', nor 'starter' a misspelt 'started'.
 */
export const OTHER_NETWORKS = {
  pinterest: 'Pinterest',
  snapchat: 'Snapchat',
  reddit: 'Reddit',
  telegram: 'Telegram',
  bluesky: 'Bluesky',
  mastodon: 'Mastodon',
  tumblr: 'Tumblr',
  vimeo: 'Vimeo',
  twitch: 'Twitch',
  discord: 'Discord',
  nextdoor: 'Nextdoor',
  wechat: 'WeChat',
  quora: 'Quora',
  dailymotion: 'Dailymotion',
  flickr: 'Flickr',
  behance: 'Behance',
  dribbble: 'Dribbble',
  substack: 'Substack',
} as const

export const OTHER_PLAN_NAMES = [
  'enterprise',
  'starter',
  'gold',
  'silver',
  'bronze',
  'platinum',
  'diamond',
  'agency',
  'lite',
  'light',
  'family',
  'corporate',
  'team',
  'ultimate',
  'unlimited',
  'standard',
  'essential',
  'essentials',
  'growth',
  'business',
  'custom',
  'bespoke',
  'tailored',
  'small',
  'big',
  'mini',
  'plus',
  'elite',
  'deluxe',
  'advanced',
  'beginner',
  'free',
] as const

/** Words the typo corrector keeps as typed. */
export const NOT_OURS: ReadonlySet<string> = new Set([...Object.keys(OTHER_NETWORKS), ...OTHER_PLAN_NAMES])
