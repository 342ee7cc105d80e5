/** The seventh half's kinds of failure (decision 0048), each in wordings no evaluation item uses. */
import { describe, expect, it } from 'vitest'
import { normalise } from '#shared/chatbot/normalise.ts'
import { answer, EMAIL } from './answer-test-support.ts'
import { couponAnswer } from './coupon-answer.ts'
import { jobAnswer, jobNotOffered } from './job-answers.ts'

describe('jobs we do not offer', () => {
  it.each([
    ['any part time jobs going?', /^No, we don't have part-time[\s\S]*Full-time/],
    ['do you take on freelancers for the video role', /^No, we don't have part-time, freelance/],
    ['are there internships or work experience places', /^No[\s\S]*Full-time/],
    ['could I work two days a week for you', /^No[\s\S]*Full-time/],
    [
      'is the email writer role office based in manchester?',
      /^No, we don't have office-based roles[\s\S]*Remote \/ UK/,
    ],
    ['do your jobs need me in the office, or is it hybrid', /^No, we don't have office-based roles/],
    ['are you recruiting web developers', /^No, we aren't hiring web developers[\s\S]*CV/],
    ["I'm an illustrator, any vacancies?", /^No, we aren't hiring[\s\S]*CV/],
  ])('%j is an honest no with the roles we list', (question, expected) => {
    const reply = answer(question)
    expect(reply?.response).toMatch(expected)
    expect(reply?.sources[0]?.url).toBe('/careers')
  })

  it.each([
    'are you hiring social media managers',
    'is the job full time or part time',
    'any video creator roles open',
    'can I hire you to run my instagram',
    'do you have part time posting plans',
  ])('%j is no job we do not offer', (question) => {
    expect(jobNotOffered(normalise(question), EMAIL)).toBeUndefined()
  })

  it.each(['do you hire people who edit video', 'do u hire writers'])('%j asks for the roles', (question) => {
    expect(jobAnswer(normalise(question), EMAIL)?.response).toMatch(/Full-time, Remote \/ UK/)
  })

  it('a job question is answered without the clauses describing the visitor', () => {
    const reply = answer('I edit TikToks and Reels for a living. Do you hire people like me?')
    expect(reply?.response).toMatch(/Video Content Creator/)
    expect(reply?.response).not.toMatch(/add-on/)
  })
})

describe('posting without approval, and quick fixes', () => {
  it.each([
    "can you just put posts up without me checking, I'm too busy",
    'is there a way to skip the approval step',
    'will anything get posted before we have approved it',
    'no time to review things, just publish without my sign off',
  ])('%j is a no: we publish only what you approve', (question) => {
    expect(answer(question)?.response).toMatch(
      /^No, we never publish anything you have not seen and approved/,
    )
  })

  it.each(['can I see the posts before I approve them', 'how does approving work'])(
    '%j is no request to skip approval',
    (question) => {
      expect(answer(question)?.response ?? '').not.toMatch(/^No, we never publish/)
    },
  )

  it.each([
    'a mistake in tomorrows post, can it be amended within the hour?',
    'if there is a typo can you correct it instantly',
  ])('%j is a no with the 48 hours', (question) => {
    expect(answer(question)?.response).toMatch(/^No[\s\S]*48 hours/)
  })
})

describe('plans above our largest', () => {
  it.each([
    'do you do an enterprise plan',
    'any corporate-level packages for a chain of shops',
    'is there a tier above your top one',
    'a package bigger than premium?',
  ])('%j is a no with the three plans', (question) => {
    expect(answer(question)?.response).toMatch(/^No[\s\S]*Premium at £219/)
  })
})

describe('a coupon code the visitor holds', () => {
  it.each(['what is Special10 worth', 'does code SPECIAL10 still work?', 'i have special10, how much off?'])(
    '%j says what the code gives',
    (question) => {
      expect(couponAnswer(question)?.response).toMatch(/^SPECIAL10 is a coupon code for 10% off/)
    },
  )

  it.each(['give me a discount code', 'any coupon codes?', 'special offers 10 percent'])(
    '%j names no code',
    (question) => {
      expect(couponAnswer(question)).toBeUndefined()
    },
  )
})

describe('the agency comparison, asked by its rows', () => {
  it.each([
    'what does a traditional agency charge as a set-up fee, by your comparison?',
    'how long do most agencies lock you in for',
    'in your comparison, is there a guarantee with a typical agency',
    'anywhere that puts postcraft side by side with agencies?',
  ])('%j is the home page table', (question) => {
    const reply = answer(question)
    expect(reply?.response).toMatch(/How we compare with a typical agency/)
    expect(reply?.sources.some((source) => source.url === '/')).toBe(true)
  })

  it('a visitor comparing agencies for another fact gets that fact', () => {
    expect(answer('we are comparing several agencies, how fast are revisions')?.response).not.toMatch(
      /How we compare/,
    )
  })
})

describe("other wordings of the site's facts", () => {
  it.each(['who set up this business, and why?', 'why did they start postcraft', 'who created the company'])(
    '%j is the founders’ story',
    (question) => {
      const reply = answer(question)
      expect(reply?.response).toMatch(/big brands/)
      expect(reply?.sources[0]?.url).toBe('/about')
    },
  )

  it.each(['how do I start with the company', 'how fast can you start'])('%j is no founding', (question) => {
    expect(answer(question)?.response ?? '').not.toMatch(/big brands/)
  })

  it.each(['what are the options on your contact page', 'how do I contact you'])(
    '%j names the contact page’s Schedule a call',
    (question) => {
      expect(answer(question)?.response).toMatch(/Schedule a call/)
    },
  )

  it.each([
    'once I have served my notice, do I still get the posts I paid for',
    'during my notice do you keep posting',
  ])('%j is the notice period', (question) => {
    const reply = answer(question)
    expect(reply?.response).toMatch(/notice period/)
    expect(reply?.sources.some((source) => source.url === '/terms-of-service')).toBe(true)
  })

  it.each(['where do I get my login after paying', 'how will my login details be sent'])(
    '%j is the login by email',
    (question) => {
      expect(answer(question)?.response).toMatch(/login details by email/)
    },
  )

  it.each(['which of the tiers has video planning', 'what one of your plans gives priority support'])(
    '%j names the plan',
    (question) => {
      expect(answer(question)?.response).toMatch(/^(Premium|Pro) \(£/)
    },
  )
})

describe('found by wordings outside the evaluation set, after the seventh half', () => {
  it.each([
    ['can I pay with apple pay', /^No, we don't take Apple Pay/],
    ['do you offer bank transfer', /^No, we don't take bank transfer/],
    ['can you write our marketing emails', /^No, we don't offer email newsletters/],
    ['can you produce a promotional video for our website', /^No[\s\S]*Short-form videos/],
    ['do you make corporate videos', /^No[\s\S]*Short-form videos/],
  ])('%j is an honest no with the nearest offer', (question, expected) => {
    expect(answer(question)?.response).toMatch(expected)
  })

  it.each([
    ['I want to write email to you, what address?', /support@example\.invalid/],
    ['the job for writing emails, is it full time?', /Full-time/],
  ])('%j is no service we do not sell', (question, expected) => {
    expect(answer(question)?.response).toMatch(expected)
  })
})
