/**
 * The visitor's question in one canonical form before anything reads it: lower case, plain
 * punctuation, chat shorthand expanded, American spellings made British, small number words as digits,
 * typos corrected against the words our own content uses, and plurals made singular when our content
 * knows the singular. Pure and shared, so the intent score reads the same words the chatbot does.
 */

import { addOns } from '../catalogue/add-ons.ts'
import { careers } from '../catalogue/careers.ts'
import { marketingChannels } from '../catalogue/channels.ts'
import { faq } from '../catalogue/faq.ts'
import { planIds, plans } from '../catalogue/plans.ts'
import { reviews } from '../catalogue/reviews.ts'
import { trustBadges } from '../catalogue/trust.ts'
import { aboutCopy } from '../content/about-page.ts'
import { sitePageCopy } from '../content/site-pages.ts'
import { NOT_OURS } from './elsewhere.ts'

/** Chat shorthand and run-together words, as typed on a phone. */
const SHORTHAND: Record<string, string> = {
  u: 'you',
  whr: 'where',
  whereabouts: 'where',
  wher: 'where',
  xmas: 'christmas',
  hols: 'holidays',
  hol: 'holiday',
  ya: 'you',
  yuo: 'you',
  yu: 'you',
  ur: 'your',
  r: 'are',
  pls: 'please',
  plz: 'please',
  wanna: 'want to',
  gonna: 'going to',
  gimme: 'give me',
  hw: 'how',
  wat: 'what',
  wot: 'what',
  whats: 'what is',
  "what's": 'what is',
  thats: 'that is',
  "that's": 'that is',
  im: 'i am',
  "i'm": 'i am',
  ive: 'i have',
  dont: "don't",
  cant: "can't",
  doesnt: "doesn't",
  isnt: "isn't",
  wont: "won't",
  teh: 'the',
  abt: 'about',
  thx: 'thanks',
  ty: 'thanks',
  b4: 'before',
  l8r: 'later',
  gr8: 'great',
  any1: 'anyone',
  some1: 'someone',
  '2moro': 'tomorrow',
  '2day': 'today',
  tmrw: 'tomorrow',
  insta: 'instagram',
  ig: 'instagram',
  fb: 'facebook',
  yt: 'youtube',
  twitter: 'x twitter',
  tweets: 'x twitter post',
  goin: 'going',
  info: 'information',
  wheres: 'where is',
  "where's": 'where is',
  hows: 'how is',
  "how's": 'how is',
  whens: 'when is',
  "when's": 'when is',
  whos: 'who is',
  "who's": 'who is',
  theres: 'there is',
  "there's": 'there is',
  "it's": 'it is',
  didnt: "didn't",
  wouldnt: "wouldn't",
  ill: "i'll",
  id: "i'd",
  youre: 'you are',
  youve: 'you have',
  "you've": 'you have',
  weve: 'we have',
  theyve: 'they have',
  "they've": 'they have',
  // 'them swipey posts': swipeable ones, our carousels.
  swipey: 'swipe',
  swipeable: 'swipe',
  swipable: 'swipe',
  "you're": 'you are',
  "i've": 'i have',
  "we're": 'we are',
  "we've": 'we have',
  "what're": 'what are',
  w: 'with',
  wiv: 'with',
  tho: 'though',
  bc: 'because',
  cuz: 'because',
  coz: 'because',
  '1st': 'first',
  '2nd': 'second',
  '3rd': 'third',
  mo: 'month',
  mth: 'month',
  mnth: 'month',
  pcm: 'per month',
  wk: 'week',
  yr: 'year',
  gbp: 'pound',
  quid: 'pound',
  approx: 'about',
  asap: 'asap',
  acc: 'account',
  msg: 'message',
  msgs: 'message',
  pic: 'photo',
  pics: 'photo',
  vid: 'video',
  vids: 'video',
  tiktoks: 'tiktok',
  gmb: 'google business',
  ppl: 'people',
  pple: 'people',
  peeps: 'people',
  biz: 'business',
  // 'our photographs' are photos; the typo corrector would make them 'photography', a service.
  photograph: 'photo',
  photographs: 'photo',
}

/** Misspellings one edit cannot reach, or that reach the wrong word, as visitors type them. */
const TYPOS: Record<string, string> = {
  evry: 'every',
  evrything: 'everything',
  wich: 'which',
  whic: 'which',
  whch: 'which',
  wether: 'whether',
  recieve: 'receive',
  definately: 'definitely',
  seperate: 'separate',
  becuase: 'because',
  beacuse: 'because',
  acount: 'account',
  acounts: 'account',
  emial: 'email',
  emal: 'email',
  mail: 'email',
  chekout: 'checkout',
  checkot: 'checkout',
  responsable: 'responsible',
  fortnighly: 'fortnightly',
  fortnightly: 'fortnightly',
  revisons: 'revision',
  revison: 'revision',
  aproach: 'approach',
  unlimted: 'unlimited',
  unlimeted: 'unlimited',
  monthy: 'monthly',
  montly: 'monthly',
  mounth: 'month',
  mont: 'month',
  premiun: 'premium',
  premum: 'premium',
  primium: 'premium',
  basik: 'basic',
  anual: 'annual',
  anually: 'annually',
  yearley: 'yearly',
  recieving: 'receiving',
  availble: 'available',
  avaliable: 'available',
  guarentee: 'guarantee',
  garantee: 'guarantee',
  guarante: 'guarantee',
  refnd: 'refund',
  cancell: 'cancel',
  cancal: 'cancel',
  cansel: 'cancel',
  contarct: 'contract',
  subscribtion: 'subscription',
  subcription: 'subscription',
  subsciption: 'subscription',
  chanel: 'channel',
  chanels: 'channel',
  channle: 'channel',
  platfrom: 'platform',
  instagramm: 'instagram',
  instgram: 'instagram',
  facebok: 'facebook',
  linkdin: 'linkedin',
  linkedn: 'linkedin',
  tiktock: 'tiktok',
  buisness: 'business',
  bussiness: 'business',
  busness: 'business',
  comapny: 'company',
  pirce: 'price',
  prise: 'price',
  cots: 'cost',
  reveiw: 'review',
  reviw: 'review',
  approvel: 'approval',
  aprove: 'approve',
  aproval: 'approval',
  carosel: 'carousel',
  carousal: 'carousel',
  anlytics: 'analytics',
  analitics: 'analytics',
  artical: 'article',
  priviledge: 'privilege',
  privacey: 'privacy',
  adress: 'address',
  teh: 'the',
  taht: 'that',
  hwo: 'how',
  waht: 'what',
  yuor: 'your',
  yoru: 'your',
  plna: 'plan',
  pst: 'post',
  psot: 'post',
  posst: 'post',
}

/** Phrases visitors use for one of our names, read before the words are split. */
const PHRASES: [RegExp, string][] = [
  [
    /\bgoogle (my )?business( profile| page| listing)?\b|\bgoogle (maps?|listing|profile|local)( listing| profile| page)?\b|\bbusiness profile on google\b/g,
    'google business',
  ],
  [/\blinked ?in\b/g, 'linkedin'],
  [/\bface ?book\b|\bmeta\b/g, 'facebook'],
  [/\byou ?tube\b/g, 'youtube'],
  [/\btik ?tok\b/g, 'tiktok'],
  [/\bsnap ?chat\b/g, 'snapchat'],
  [/\bpin ?interest\b/g, 'pinterest'],
  [/\binsta ?gram\b/g, 'instagram'],
  [/\be-?mail\b/g, 'email'],
  [/\bcheck-out\b/g, 'checkout'],
  [/\bsign-?up\b/g, 'sign up'],
  [/\bbolt[- ]?ons?\b|\btack[- ]?ons?\b/g, 'add-on'],
  [/\blog-?in\b/g, 'login'],
  // 'is it pro-rated?', 'pro rata': charged in proportion, not the Pro plan.
  [/\bpro[- ]?rat(a|ed|ing|ion)\b/g, 'prorat$1'],
  // 'an audit trail' is a record, not a misspelt trial ('a free trail' still is one).
  [/\b(audit|paper|approval|version|change) trails?\b/g, '$1 record'],
  // 'Pro + reports': a plus between words.
  [/(?<=[a-z0-9]) \+ ?(?=[a-z0-9])|(?<=[a-z]) ?\+ ?(?=[a-z0-9])/g, ' plus '],
  // 'deal with a request' is handling it, not a deal on the price.
  [/\bdeal(s|t|ing)? with\b/g, 'handle'],
  [/\bset-?up\b/g, 'set up'],
  [/\bcheapo\b/g, 'cheap'],
  [/\beveryday\b/g, 'every day'],
  // British and everyday words for the top and bottom of a price list ('the dearest plan').
  [
    /\b(costs?|costing|priced|charges?) the most( money)?\b|\b(dearest|priciest|costliest|most (costly|pricey|pricy|dear)|highest[- ]priced|top[- ]end|top[- ]of[- ]the[- ]range|poshest|fanciest|swankiest)\b/g,
    'most expensive',
  ],
  [
    /\b(costs?|costing|priced|charges?) the least( money)?\b|\b(least (pricey|pricy|costly|dear)|most (affordable|budget[- ]friendly|economical)|lowest[- ](priced|cost)|bottom[- ]end|bottom[- ]of[- ]the[- ]range)\b/g,
    'cheapest',
  ],
  [
    /\bsix-?monthly\b|\bbi-?annual(ly)?\b|\bhalf-?yearly\b|\bevery half year\b|\btwice a year\b/g,
    'six-monthly',
  ],
  [
    /\b24 ?[/-] ?7\b|\b24 ?x ?7\b|\b(a)?round[- ]the[- ]clock\b|\b24 ?(hours?|hrs?|h)( a day)?,? (on )?(all|every|each|seven|7) days?( a week)?\b|\b24 hours a day\b|\btwenty[- ]four[- ]seven\b|\b(day and night|day or night|at all hours|every hour of the day)\b/g,
    '24/7',
  ],
  // '24 hr support', 'a 24-hour helpline': support round the clock; 'reply within 24 hours' stays a time.
  [
    /\b24[- ]?(hours?|hrs?|h)(?= (support|help|helpline|help ?desk|cover|assistance|customer service)\b)/g,
    '24/7',
  ],
]

/** American spellings of words our content writes the British way. */
const BRITISH: Record<string, string> = {
  color: 'colour',
  colors: 'colours',
  favorite: 'favourite',
  customize: 'customise',
  customized: 'customised',
  organize: 'organise',
  organization: 'organisation',
  analyze: 'analyse',
  analyzing: 'analysing',
  center: 'centre',
  canceled: 'cancelled',
  canceling: 'cancelling',
  cancelation: 'cancellation',
  catalog: 'catalogue',
  personalized: 'personalised',
  optimize: 'optimise',
  program: 'programme',
  favor: 'favour',
  behavior: 'behaviour',
  prioritize: 'prioritise',
  prioritized: 'prioritised',
  recognize: 'recognise',
  finalize: 'finalise',
  authorize: 'authorise',
  authorized: 'authorised',
  realize: 'realise',
  specialize: 'specialise',
  specialized: 'specialised',
  utilize: 'utilise',
  license: 'licence',
  labor: 'labour',
  neighbor: 'neighbour',
  neighborhood: 'neighbourhood',
  enrollment: 'enrolment',
  fulfill: 'fulfil',
  installment: 'instalment',
  installments: 'instalments',
  analyzed: 'analysed',
  analyzes: 'analyses',
}

const NUMBER_WORDS: Record<string, string> = {
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  eleven: '11',
  twelve: '12',
  fifteen: '15',
  fourteen: '14',
  twenty: '20',
  'twenty-five': '25',
  thirty: '30',
  forty: '40',
  fifty: '50',
  sixty: '60',
  ninety: '90',
  hundred: '100',
  dozen: '12',
}

/** Short words every question uses; never "corrected" into a content word. */
const FUNCTION_WORDS = new Set(
  (
    'a an the and or but if of to in on at by for with from as is are was were be been am do does did ' +
    'have has had can could would should will shall may might must i me my we us our you your it its ' +
    'they them their he she his her this that these those what which who whom whose when where why how ' +
    'not no yes so than then there here just also very too any some all each every more most much many ' +
    'get got give want need like know tell please thanks thank hi hello hey ok okay about up out over ' +
    'after before again new now one only own same such off into through while because until ' +
    'whole year week day month time good great best way work works use make sure see look find ' +
    'think say said go going come take put send show keep let start stop try ask call right left ' +
    'many other another both few more less much lot little big small long short high low old young'
  ).split(' '),
)

function contentTexts(): string[] {
  const pages = [aboutCopy, ...sitePageCopy('support@example.invalid')]
  return [
    ...faq.flatMap((item) => [item.question, item.answer]),
    ...plans.flatMap((plan) => [plan.title, plan.bestFor, ...plan.features]),
    ...addOns.flatMap((addOn) => [addOn.name, addOn.description]),
    ...marketingChannels.map((channel) => channel.name),
    ...reviews.flatMap((review) => [review.business, review.text]),
    ...trustBadges.map((badge) => badge.label),
    ...careers.flatMap((role) => [role.title, role.description, ...role.responsibilities]),
    ...pages.flatMap((page) => [
      page.title,
      page.description,
      ...page.intro,
      ...page.sections.flatMap((section) => [section.heading, ...section.blocks.flat()]),
    ]),
    // Words visitors use for what we sell that our pages happen not to.
    'price prices cost fee trial refund cancel contract channel platform network post design graphic ' +
      'video reel story carousel report analytics blog article discount annual yearly quarterly weekly ' +
      'monthly subscription plan package tier invoice payment support guarantee revision edit feedback ' +
      'schedule publish approve approval onboarding start login account photo logo brand review rating ' +
      'testimonial examples portfolio samples vacancy hiring contract notice upgrade downgrade phone ' +
      'budget cheap expensive reviews testimonials remote white label franchise location branch multiple ' +
      'star stars',
  ]
}

let vocabulary: Map<string, number> | undefined

/** How often each word appears in our content (the typo corrector prefers frequent words). */
export function contentVocabulary(): ReadonlyMap<string, number> {
  if (vocabulary) return vocabulary
  vocabulary = new Map()
  for (const text of contentTexts()) {
    for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
      vocabulary.set(word, (vocabulary.get(word) ?? 0) + 1)
    }
  }
  return vocabulary
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz'

/** Every word one edit away (deletion, transposition, substitution, insertion). */
function oneEditAway(word: string): string[] {
  const edits: string[] = []
  for (let i = 0; i <= word.length; i++) {
    const head = word.slice(0, i)
    const tail = word.slice(i)
    if (tail) edits.push(head + tail.slice(1))
    if (tail.length > 1) edits.push(head + tail[1] + tail[0] + tail.slice(2))
    for (const letter of LETTERS) {
      if (tail) edits.push(head + letter + tail.slice(1))
      edits.push(head + letter + tail)
    }
  }
  return edits
}

function isTransposition(word: string, candidate: string): boolean {
  if (word.length !== candidate.length) return false
  const differ = [...word].flatMap((letter, i) => (letter === candidate[i] ? [] : [i]))
  const [first, second] = differ
  return (
    differ.length === 2 &&
    first !== undefined &&
    second === first + 1 &&
    word[first] === candidate[second] &&
    word[second] === candidate[first]
  )
}

/**
 * The words a typo is corrected to: what visitors ask about. Correcting towards any word would turn
 * ordinary words our pages never use ('whole') into ones they do ('whose').
 */
const DOMAIN_WORDS = new Set(
  [
    ...planIds,
    ...marketingChannels.flatMap((channel) => channel.name.toLowerCase().match(/[a-z]+/g) ?? []),
    ...addOns.flatMap((addOn) => addOn.name.toLowerCase().match(/[a-z]+/g) ?? []),
    ...(
      'first often post posts design designs graphic graphics photography photographer billing billed ' +
      'charge charges charged ' +
      'quarterly yearly annually annual monthly weekly subscription account support hidden brand story ' +
      'stories review reviews testimonial testimonials company mission values founders careers remote ' +
      'apply guarantee refund policy cancel cancellation contract notice revision revisions unlimited ' +
      'approve approval schedule scheduled caption captions hashtag hashtags carousel carousels analytics ' +
      'report reports article articles blog price prices pricing cost costs package packages plan plans ' +
      'trial discount student charity cookie cookies privacy data liability resell payment invoice ' +
      'currency euros dollars phone office examples portfolio samples industries rating included include ' +
      'channel channels platform platforms network networks video videos reels content feedback changes ' +
      'login folder drive business onboarding started contact email address hiring vacancies jobs ' +
      'expensive cheapest cheaper popular difference features premium professional team agency'
    ).split(' '),
  ].filter((word) => word.length >= 4),
)

const corrected = new Map<string, string>()
const CORRECTED_KEPT = 5000

/** The domain word one edit away from an unknown word, if the word is long enough to trust it. */
export function correctTypo(word: string): string {
  const known = corrected.get(word)
  if (known !== undefined) return known
  const result = correctOnce(word)
  // A question's words repeat across visitors and clauses; the cache stays small.
  if (corrected.size >= CORRECTED_KEPT) corrected.clear()
  corrected.set(word, result)
  return result
}

/** Ordinary words one edit from one of ours: 'spend' is not a misspelt 'send'. */
const KEPT_AS_TYPED = new Set(
  (
    'spend spends spent spending state states stated stating intro intros changed changing shoot shoots shooting ' +
    // 'doing some research' is not 'going'; 'the night before' is no 'might'.
    'doing night nights tonight ' +
    // 'a prize draw' is no price; 'come along' is not 'long'; 'teach' is not 'each'.
    'prize prizes along teach teaches teaching ' +
    // 'your legal basis for using my data' is not the Basic plan.
    'basis ' +
    // 'a data protection officer' is no office; 'alter the terms' is not 'after'; 'remove my data' is
    // not 'remote'.
    'officer officers alter remove ' +
    // 'are you willing to sign' is not billing; 'errors and omissions' cover is no mission.
    'willing omission omissions'
  ).split(' '),
)

function correctOnce(word: string): string {
  const known = contentVocabulary()
  if (
    word.length < 4 ||
    known.has(word) ||
    DOMAIN_WORDS.has(word) ||
    FUNCTION_WORDS.has(word) ||
    NOT_OURS.has(word) ||
    KEPT_AS_TYPED.has(word) ||
    /\d/.test(word)
  )
    return word
  for (const candidate of oneEditAway(word)) {
    if (!DOMAIN_WORDS.has(candidate) && !(FUNCTION_WORDS.has(candidate) && candidate.length >= 4)) continue
    // Four-letter words are corrected only for swapped letters ('mnay'): other edits hit real words.
    if (word.length < 5 && !isTransposition(word, candidate)) continue
    return candidate
  }
  // A misspelt plural ('contrcts', 'revisons'): the singular, one edit from one of our words.
  if (word.length >= 6 && word.endsWith('s') && !word.endsWith('ss')) {
    const stem = word.slice(0, -1)
    // A letter left out is the commonest slip, so a candidate that keeps every typed letter comes first.
    const candidates = oneEditAway(stem).sort((a, b) => b.length - a.length)
    for (const candidate of candidates) if (DOMAIN_WORDS.has(candidate)) return candidate
  }
  return word
}

/** 'posts' → 'post' and 'stories' → 'story' when our content knows the singular. */
export function singular(word: string): string {
  if (word.length <= 3 || !word.endsWith('s') || /(ss|us|is|ous)$/.test(word)) return word
  const known = contentVocabulary()
  for (const candidate of [
    word.endsWith('ies') ? `${word.slice(0, -3)}y` : '',
    /(ches|shes|xes)$/.test(word) ? word.slice(0, -2) : '',
    word.slice(0, -1),
  ]) {
    if (candidate && known.has(candidate)) return candidate
  }
  return word
}

/** Shorthand that mixes letters and digits ('b4', 'l8r'): one word, not a letter and a number. */
const DIGIT_SHORTHAND = Object.keys(SHORTHAND).filter((key) => /\d/.test(key) && /[a-z]/.test(key))

/** A question's words: shorthand with digits, 24/7, ordinals, numbers and prices, words, slashes. */
const WORDS = new RegExp(
  `\\b(?:${DIGIT_SHORTHAND.join('|')})\\b|24\\/7|\\d+(?:st|nd|rd|th)\\b|£?\\d+(?:\\.\\d+)?%?|[a-zà-ÿ]+(?:'[a-z]+)?(?:-[a-zà-ÿ]+)*|\\/`,
  'g',
)

/** The question's words in canonical form, joined by single spaces. */
export function normalise(question: string): string {
  const text = question
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[‘’`´]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/&/g, ' and ')
    .replace(/\b(\d+)\s*k\b/g, '$1000')
    .replace(/(\d),(\d{3})\b/g, '$1$2')
  const phrased = PHRASES.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), text)
  const words = phrased.match(WORDS) ?? []
  const out: string[] = []
  for (const raw of words) {
    const word = SHORTHAND[raw] ?? TYPOS[raw] ?? BRITISH[raw] ?? NUMBER_WORDS[raw] ?? raw
    for (const part of word.split(' ')) {
      if (part.includes('-') || part.includes("'") || /\d|\//.test(part)) out.push(part)
      else out.push(singular(correctTypo(part)))
    }
  }
  return out.join(' ')
}
