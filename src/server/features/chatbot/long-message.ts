/**
 * How a long message is read: by the question it asks. Visitors often tell their story first and ask
 * last ('… anyway, what i really want to know is how many posts on the pro one', '… and last time it
 * was a nightmare to get out of, so is there a contract or not?'); the story's channels, staff and
 * card machines are not questions, and answering them buries the one that is.
 */

/** Long messages are read up to here: enough for any real question, and the answer stays fast. */
export const READ_CHARS = 600

/**
 * 'what i really want to know is', 'what I'm asking is', 'my actual question is simple:', 'I need to know
 * one thing clearly:': the real question follows.
 */
const REAL_QUESTION =
  /\b(?:what (?:i|we) (?:really |actually |mainly )?(?:want|need|wanted|would like|'d like|d like) to know is|(?:my|our|the) (?:real |actual |main |only |one |big )?question(?: after all that| really| here)? is(?: (?:simple|this|just|basically))?|what (?:i'?m|i am|we'?re|we are) (?:really |actually |basically )?asking(?: you)? is|all (?:i|we) (?:really )?(?:want|need) to know is|long story short|(?:i|we) (?:just |really |only |first )?(?:need|want|would like|'d like|d like) to know (?:one thing|this|two things|something)(?: (?:clearly|first|for sure|straight|honestly|upfront|up front))?(?=\s*:)|(?:the )?one thing (?:i|we) (?:really )?(?:need|want) to know is)\b\s*[:,-]?\s*/gi

/** A run-on sentence this long is a story; its question is its last clause. */
const RUN_ON_CHARS = 200
const STORY_CONNECTIVE = /^(?:(?:so|and|but|anyway|well|basically|yeah|ok|okay|right|then)\b[\s,]*)+/i
const ASKS =
  /^(?:what|how|is|are|do|does|can|could|will|would|which|when|where|who|why|should|any|have|has|am|did)\b/i

/** The text after the last 'what I really want to know is', if it asks something. */
function afterRealQuestionCue(message: string): string | undefined {
  const cues = [...message.matchAll(REAL_QUESTION)]
  const last = cues.at(-1)
  if (last?.index === undefined) return undefined
  const rest = message.slice(last.index + last[0].length).trim()
  return rest.split(/\s+/).length >= 3 ? rest : undefined
}

/**
 * A clause that starts like a question but tells the story ('…, which was a nightmare', '…, when we
 * opened', '…, what a week'): with no question mark to show it is asked, it is not the question.
 */
const TELLS =
  /^(?:(?:which|who|that) (?:is|was|are|were|has|had|means|meant)|(?:when|where|while) (?:i|we|he|she|they|my|our|it)|what an?|how (?:much|many) (?:time|work|effort|hassle|stress) (?:it|that|this|we|i))\b/i

/**
 * '…, so is there a contract or not?', '…, anyway what's the price of the cheapest one': a message of
 * one long run-on sentence, with one question mark at its end or none at all; the clause after the
 * last comma asks it, if it starts as a question does (and, with no question mark, does not tell),
 * with the asking clauses just before it ('…, how much notice, and am I chased for fees?').
 */
function runOnQuestion(message: string): string | undefined {
  const trimmed = message.trim()
  const marks = trimmed.split('?').length - 1
  const endsAsked = marks === 1 && trimmed.endsWith('?')
  if (trimmed.length < RUN_ON_CHARS || !(endsAsked || marks === 0)) return undefined
  const last = trimmed.split(/(?<=[.!])\s+/).at(-1) ?? ''
  if (last.length < RUN_ON_CHARS) return undefined
  const clauses = last.split(/,\s*/).map((c) => c.replace(STORY_CONNECTIVE, '').replace(/[.!]+$/, ''))
  const clause = clauses.at(-1) ?? ''
  if (!ASKS.test(clause) || clause.split(/\s+/).length < 3) return undefined
  if (!endsAsked && TELLS.test(clause)) return undefined
  return askedClausesEnding(clauses)
}

/**
 * A clause before the last that asks too: as a question starts, or with one inside it ('so if it
 * doesn't work how much notice do we give', 'the thing I keep coming back to is how long').
 */
const ASKS_INSIDE =
  /\b(how (much|many|long|often|soon|quickly)|is there|are there|do (i|we|you)|does (it|that)|can (i|we|you)|could (i|we|you)|will (i|we|you|there|it)|would (i|we|you|there|it))\b/i

/** '…, how much notice do I give, and will I be chased for fees?': the questions that end it, together. */
function askedClausesEnding(clauses: string[]): string {
  const asked = clauses.slice(-1)
  for (const before of clauses.slice(0, -1).reverse()) {
    const asks = (ASKS.test(before) && !TELLS.test(before)) || ASKS_INSIDE.test(before)
    if (!asks || before.split(/\s+/).length < 3) break
    asked.unshift(before)
  }
  return asked.join(', ')
}

/**
 * 'We got burned by a printing firm, so how much notice do you need, and is there any penalty?': a
 * question sentence that tells first is read from its asking clauses; one that asks from its start
 * is read whole.
 */
function askingTail(sentence: string): string {
  const clauses = sentence.split(/,\s*/).map((c) => c.replace(STORY_CONNECTIVE, ''))
  const [first] = clauses
  // 'So, how much is Premium?': a word before the question tells nothing.
  const tells =
    first !== undefined && first.split(/\s+/).length >= 3 && !ASKS.test(first) && !ASKS_INSIDE.test(first)
  if (clauses.length < 2 || !tells) return sentence
  const last = clauses.at(-1) ?? ''
  if (!(ASKS.test(last) || ASKS_INSIDE.test(last))) return sentence
  return askedClausesEnding(clauses)
}

/** A story told in a few sentences before the question is read by its question from this length. */
const STORY_CHARS = 300
const STORY_SENTENCES = 2

/**
 * The part of a long message to answer: the question after a cue that names it, the last clause of a
 * run-on story, or its questions ('… Anyway, my actual question is: how much is the plan with 20
 * posts?'), or else its beginning. A message of a few sentences is read whole, unless it tells a story
 * first ('We run a chip shop… We got burned by a printer… so how much notice do you need?').
 */
export function questionPart(message: string): string {
  const cued = afterRealQuestionCue(message) ?? runOnQuestion(message)
  if (cued) return cued.slice(0, READ_CHARS)
  const sentences = message.split(/(?<=[.!?])\s+/)
  const story = message.length >= STORY_CHARS && sentences.length >= STORY_SENTENCES
  if (message.length <= READ_CHARS && !story) return message
  const asked: string[] = []
  let length = 0
  for (const sentence of [...sentences].reverse()) {
    if (!sentence.includes('?')) continue
    if (length + sentence.length > READ_CHARS) break
    asked.unshift(sentence)
    length += sentence.length + 1
  }
  if (asked.length > 0) return asked.map(askingTail).join(' ')
  return message.length <= READ_CHARS ? message : message.slice(0, READ_CHARS)
}
