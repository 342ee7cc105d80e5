/**
 * Jobs, from the careers page: the open roles, one role asked by name, and the honest 'no' to a kind of
 * work we do not offer (part-time or freelance hours, an office to work from, a role we do not list),
 * with the roles we do list and the page's own line for anyone else: send a CV by email.
 */
import { careers, OTHER_ROLE_INVITATION } from '#shared/catalogue/careers.ts'
import { has, list } from './catalogue-text.ts'
import { factReply, SOURCES } from './reply-sources.ts'
import type { Reply } from './responder.ts'

/** Working with us: 'work there', 'join your team'. */
const WORK_WITH_US =
  /\b(work (there|for you|at postcraft|for postcraft|(at|for) (your|the) (company|firm|agency|team))|join (your|the) team)\b/
/** Wishing to: 'I'd like to work there', 'keen to join the team'. */
const WANTS_TO_WORK_WITH_US = new RegExp(`\\b(like|love|want|keen|hoping|hope) to ${WORK_WITH_US.source}`)

/** Working at the company, said by someone who would: not 'the people who work at your company'. */
const WORK_AT_THE_COMPANY =
  /(?<!\b(who|that|people|staff|team|designers?|writers?) )\bwork(ing)? (at|for|in) (your|the|this) (company|firm|business|agency)\b/

/** A question about working for us: 'are you hiring', 'do you hire people like me', 'any vacancies'. */
export const ABOUT_JOBS = new RegExp(
  `${WORK_AT_THE_COMPANY.source}|${/\b(hiring|jobs?|careers?|vacanc\w*|roles?|recruit\w*|work for you|positions?|openings?|cv|internships?|apprenticeships?|work experience|placements?)\b|\b(you|u) (hire|employ|take on)\b|\b(hire|employ|take on) (people|staff|anyone|someone|freelanc\w*|remote)|\b(looking for|want|seeking|need) (a |some )?(part[- ]time |full[- ]time |freelance )?(work|job|employment)\b|\b(i|me) (could |can |to )?work\b.{0,30}\bfor (you|postcraft)\b/.source}|${WANTS_TO_WORK_WITH_US.source}`,
)

const roleList = () => list(careers.map((r) => `${r.title} (${r.type}, ${r.location})`))
/** The careers page's button beside each role opens an email to us with the role's subject. */
const APPLY_NOW = 'Click Apply Now beside the role on our careers page, or apply by email to'
const howToApply = (supportEmail: string) =>
  `${APPLY_NOW} ${supportEmail} with the subject 'Application for' and the role's title. ${OTHER_ROLE_INVITATION} ${supportEmail}.`

/** Hours we do not offer: every role is full-time. An either-or ('full time or part time?') is no 'no'. */
const OTHER_HOURS =
  /^(?!.*\bfull[- ]?time or part[- ]?time\b)(?!.*\bpart[- ]?time or full[- ]?time\b).*(\bpart[- ]?time\b|\bfreelanc\w*|\b(temp|temporary|seasonal|zero[- ]hours?|casual|weekend|evening|short[- ]term|fixed[- ]term)\b.{0,10}\b(work|job|role|position|contract|hour|shift)|\b(internships?|interns?|apprentice\w*|work experience|placements?|volunteer\w*)\b|\b([1-4]|one|two|three|four) days? (a|in the|per|each) week\b|\bflexible hours\b)/
/** Working from somewhere other than home: every role is remote, in the UK. */
const NOT_REMOTE =
  /\b(office[- ]based|in[- ]office(?![- ]?(hours?|hrs?)\b)|in the office|on[- ]site|onsite|hybrid|in person|relocat\w*|(from|at|in) (your |an |the |a )?(office|studio|premises|hq|headquarters)(?![- ]?(hours?|hrs?)\b)|(rather|prefer) not (to )?work from home|not (work|working) from home|(come|go|commute|travel|get)\w* (in )?(in|into|to) (an |the |your |a )?(office|studio|hq|headquarters|workplace)|(have|need|got) to (come|go) in\b|(live|living|be|based|stay) (near|close to|nearby|within reach of) (your |the |an |a )?(office|studio|hq|headquarters)|office attendance|attend\w* (the |an |your |a )?office|days? (a week )?in (the |an |your )?office)\b|\b(in|near|based in) (central )?(london|manchester|birmingham|leeds|glasgow|edinburgh|bristol|liverpool|cardiff|belfast)\b/
/** A role named in the question: 'graphic designers', 'a video editor', 'an accountant'. */
const ROLE =
  /\b([a-z]+ )?(designer|developer|engineer|photographer|copywriter|writer|editor|manager|assistant|illustrator|animator|videographer|creator|strategist|marketer|accountant|salesperson|receptionist|administrator|coordinator|executive|specialist|analyst|consultant|tester|producer)s?\b/

/** Whether a role the question names shares a word with one we list ('video editor': the video role). */
function roleWeList(text: string): string | undefined {
  const role = text.match(ROLE)
  if (!role) return undefined
  const words = [role[1]?.trim(), role[2]].filter((w): w is string => !!w && w !== 'a' && w !== 'an')
  const listed = careers.some((r) =>
    r.title
      .toLowerCase()
      .split(' ')
      .some((w) => words.includes(w)),
  )
  return listed ? undefined : `${words.join(' ')}s`
}

/** The honest 'no' to work we do not offer, if the question is about working for us and asks it. */
export function jobNotOffered(text: string, supportEmail: string): Reply | undefined {
  if (!ABOUT_JOBS.test(text)) return undefined
  const [first] = careers
  if (!first) return undefined
  const no = OTHER_HOURS.test(text)
    ? `No, we don't have part-time, freelance or trainee roles: every role we list is ${first.type}.`
    : NOT_REMOTE.test(text)
      ? `No, we don't have office-based roles: every role we list is ${first.location}, so you work from home.`
      : undefined
  const role = no ? undefined : roleWeList(text)
  const opening = no ?? (role ? `No, we aren't hiring ${role} at the moment.` : undefined)
  if (!opening) return undefined
  return factReply(
    `${opening} Our open roles are ${roleList()}. ${howToApply(supportEmail)}`,
    SOURCES.careers,
  )
}

/** 'Any openings?', 'are you taking on staff', 'what positions are open': hiring in other words. */
const TAKING_ON =
  /\brecruit\w*|\b(any|job) openings?\b|\b(open|available|current) (position|opening)s?\b|\b(position|opening)s? (open|available|going)\b|\btaking on (staff|people|anyone|new staff|employees)\b/

export function jobAnswer(text: string, supportEmail: string): Reply | undefined {
  if (
    !TAKING_ON.test(text) &&
    !WANTS_TO_WORK_WITH_US.test(text) &&
    !/\b(hiring|hire|jobs?|careers?|vacanc\w*|apply|roles?|recruit\w*|work for you|remote)\b/.test(text)
  )
    return undefined
  // 'im on jobs all day, can i ok the posts on whatsapp': the visitor's own jobs, not ours.
  if (
    /\b(on|at|between|out on|doing) (a |my |our )?jobs?\b/.test(text) &&
    !/\b(hiring|careers?|vacanc\w*|roles?|recruit\w*|apply|work for you|your jobs?)\b/.test(text)
  )
    return undefined
  // 'the people who work for you' is the team (About us), not a job.
  if (
    /\b(people|staff|person|who|team) (who |that )?works? for you\b/.test(text) &&
    !/\b(hiring|jobs?|careers?|vacanc\w*|roles?|recruit\w*|apply)\b/.test(text)
  )
    return undefined
  // 'Does a minimum period apply?' is no job question: 'apply' alone asks nothing about jobs.
  // 'Can I hire you for my posts?' is the visitor hiring us: only 'you hire', 'hire people' is a job.
  if (
    !TAKING_ON.test(text) &&
    !WORK_WITH_US.test(text) &&
    !/\b(hiring|jobs?|careers?|vacanc\w*|roles?|recruit\w*|work for you|position|cv)\b/.test(text) &&
    !/\b(you|u) hire\b|\bhire (people|staff|anyone|someone)\b/.test(text) &&
    !/\b(how (do|can) i|where (do|can) i|want to|like to) apply\b|\bapply (for|to (work|join))\b/.test(text)
  )
    return undefined
  if (
    has(text, 'job') ||
    // 'Are you recruiting? What positions are open?': hiring in other words.
    TAKING_ON.test(text) ||
    WORK_WITH_US.test(text) ||
    /\b(you|u) hire\b|\bhire (people|staff|anyone|someone)\b/.test(text)
  ) {
    // 'the video one', 'the writer job': a role by the first or last word of its title.
    const role = careers.find((r) => {
      const words = r.title.toLowerCase().split(' ')
      return [words[0], words.at(-1)].some((w) => w && new RegExp(`\\b${w}s?\\b`).test(text))
    })
    if (role && /\bapply|\bjob|\brole\b|\bhire\b/.test(text))
      return factReply(
        `${role.title} (${role.type}, ${role.location}): ${role.description} ${APPLY_NOW} ${supportEmail} with the subject 'Application for ${role.title}'.`,
        SOURCES.careers,
      )
    // 'No job fits me but I'd like to work there': the careers page's own line for anyone else.
    return factReply(`We're hiring: ${roleList()}. ${howToApply(supportEmail)}`, SOURCES.careers)
  }
  return undefined
}
