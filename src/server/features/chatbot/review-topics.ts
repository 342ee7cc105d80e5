/**
 * Which customers' reviews a question asks for: by trade ('healthcare', 'plumber') or by place
 * ('Scotland', 'Wales'). The words are matched against each review's business and town, plus the
 * trades and regions those stand for.
 */
import { type Review, reviews } from '#shared/catalogue/reviews.ts'

/** Words a visitor may use for a business or a town that our reviews name. */
const ALSO_KNOWN_AS: Record<string, string> = {
  café: 'cafe coffee bakery baker food restaurant hospitality tea shop',
  hair: 'salon hairdresser hairdressing beauty nail beautician',
  plumbing: 'plumber trade tradesman tradespeople heating boiler',
  grooming: 'pet dog groomer animal',
  joinery: 'joiner carpenter builder trade tradesman tradespeople',
  physiotherapy:
    'healthcare health clinic physio physiotherapist therapist medical practice practitioner wellbeing',
  barbers: 'barber hair',
  florist: 'flower florist shop',
  harrogate: 'yorkshire north england',
  leicester: 'midlands england',
  cardiff: 'wales welsh',
  bristol: 'south west england',
  manchester: 'north west england',
  norwich: 'norfolk east anglia england',
  croydon: 'london south england',
  edinburgh: 'scotland scottish',
}

function wordsOf(review: Review): Set<string> {
  const own = review.business.toLowerCase().match(/[a-zé]+/g) ?? []
  const aliases = own.flatMap((word) => ALSO_KNOWN_AS[word]?.split(' ') ?? [])
  return new Set([...own, ...aliases].filter((word) => word.length > 3 && word !== 'sons'))
}

/** The reviews whose business or town the normalised question names, if any. */
export function reviewsAbout(text: string): Review[] {
  const asked = new Set((text.match(/[a-zé]+/g) ?? []).flatMap((word) => [word, word.replace(/s$/, '')]))
  return reviews.filter((review) => [...wordsOf(review)].some((word) => asked.has(word)))
}
