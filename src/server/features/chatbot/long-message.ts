/**
 * How a long message is read: by the question it asks. Visitors often tell their story first and ask
 * last ('… anyway, what i really want to know is how many posts on the pro one', '… and last time it
 * was a nightmare to get out of, so is there a contract or not?'); the story's channels, staff and
 * card machines are not questions, and answering them buries the one that is.
 */

/** Long messages are read up to here: enough for any real question, and the answer stays fast. */
export const READ_CHARS = 600

/** 'what i really want to know is', 'what I'm asking is', 'my actual question is simple:': the real question follows. */
const REAL_QUESTION =
  /\b(?:what (?:i|we) (?:really |actually |mainly )?(?:want|need|wanted|would like|'d like|d like) to know is|(?:my|our|the) (?:real |actual |main |only |one |big )?question(?: after all that| really| here)? is(?: (?:simple|this|just|basically))?|what (?:i'?m|i am|we'?re|we are) (?:really |actually |basically )?asking(?: you)? is|all (?:i|we) (?:really )?(?:want|need) to know is|long story short)\b\s*[:,-]?\s*/gi

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
 * last comma asks it, if it starts as a question does (and, with no question mark, does not tell).
 */
function runOnQuestion(message: string): string | undefined {
  const trimmed = message.trim()
  const marks = trimmed.split('?').length - 1
  const endsAsked = marks === 1 && trimmed.endsWith('?')
  if (trimmed.length < RUN_ON_CHARS || !(endsAsked || marks === 0)) return undefined
  const last = trimmed.split(/(?<=[.!])\s+/).at(-1) ?? ''
  if (last.length < RUN_ON_CHARS) return undefined
  const clause = (last.split(/,\s*/).at(-1) ?? '').replace(STORY_CONNECTIVE, '').replace(/[.!]+$/, '')
  if (!ASKS.test(clause) || clause.split(/\s+/).length < 3) return undefined
  return endsAsked || !TELLS.test(clause) ? clause : undefined
}

/**
 * The part of a long message to answer: the question after a cue that names it, the last clause of a
 * run-on story, or its questions ('… Anyway, my actual question is: how much is the plan with 20
 * posts?'), or else its beginning.
 */
export function questionPart(message: string): string {
  const cued = afterRealQuestionCue(message) ?? runOnQuestion(message)
  if (cued) return cued.slice(0, READ_CHARS)
  if (message.length <= READ_CHARS) return message
  const sentences = message.split(/(?<=[.!?])\s+/)
  const asked: string[] = []
  let length = 0
  for (const sentence of [...sentences].reverse()) {
    if (!sentence.includes('?')) continue
    if (length + sentence.length > READ_CHARS) break
    asked.unshift(sentence)
    length += sentence.length + 1
  }
  return asked.length > 0 ? asked.join(' ') : message.slice(0, READ_CHARS)
}
