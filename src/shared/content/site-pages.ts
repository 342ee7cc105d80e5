/**
 * The copy of the about and legal pages, written once: the pages render it and the site chatbot
 * answers from it. A block is a paragraph (a string) or a bulleted list (an array of strings).
 */
import { BRAND } from '../brand.ts'
import {
  CANCELLATION_NOTICE_DAYS,
  MONEY_BACK_GUARANTEE_DAYS,
  PRICE_CHANGE_NOTICE_DAYS,
  REVISION_FEEDBACK_NOTICE_HOURS,
  REVISION_TURNAROUND_HOURS,
} from '../catalogue/business-rules.ts'
import { EXTRA_CHANNEL_PRICE_PENCE } from '../catalogue/channels.ts'
import { formatPenceShort } from '../format/money.ts'
import { paths } from '../paths.ts'
import { aboutCopy } from './about-page.ts'

export type CopyBlock = string | readonly string[]

export interface CopySection {
  heading: string
  blocks: readonly CopyBlock[]
}

export interface PageCopy {
  path: string
  title: string
  description: string
  intro: readonly string[]
  sections: readonly CopySection[]
}

/** When the legal pages were last revised (the privacy notice is dated October 2025 in the spec). */
export const LEGAL_UPDATED = 'October 2025'

const operator = `${BRAND.provider} that operates ${BRAND.name} (“the provider”, “we”, “us”)`

export function termsCopy(email: string): PageCopy {
  return {
    path: paths.termsOfService,
    title: 'Terms of service',
    description: `The terms for ${BRAND.name} social media plans: fees, the ${MONEY_BACK_GUARANTEE_DAYS}-day money-back guarantee, cancellation, revisions, resellers and liability.`,
    intro: [
      `These terms form the agreement between you and ${operator}. By buying a plan you accept them, so please read them carefully. If you have a question, email us at ${email}.`,
    ],
    sections: [
      {
        heading: 'Our services',
        blocks: [
          'Each plan gives you a set number of custom-designed social media posts a month, with captions and hashtags, scheduled to the channels you choose. The number of posts and the support level depend on your plan, as described on our pricing page.',
          'We send your content for review about twice a month and publish only what you approve. Add-ons such as short-form videos, stories, carousel posts, reports and blog articles are supplied as described when you buy them.',
        ],
      },
      {
        heading: 'Fees and billing',
        blocks: [
          `Fees are charged in pounds sterling, in advance, and billed monthly or six-monthly depending on the billing period you choose. Plans, extra channels (${formatPenceShort(EXTRA_CHANNEL_PRICE_PENCE)} a month each after the first) and add-ons renew automatically at the end of each period until you cancel.`,
          'If a payment fails, we may pause work on your content until it is settled.',
        ],
      },
      {
        heading: 'Money-back guarantee',
        blocks: [
          `Your first order is covered by a ${MONEY_BACK_GUARANTEE_DAYS}-day money-back guarantee. If you are not satisfied, contact us within ${MONEY_BACK_GUARANTEE_DAYS} days of your first order and we will refund the plan fee. The guarantee applies once per customer.`,
        ],
      },
      {
        heading: 'Cancellation',
        blocks: [
          `There is no fixed-term contract. You may cancel at any time by giving ${CANCELLATION_NOTICE_DAYS} days’ notice, from Manage My Subscription in your dashboard or by email. We will complete and schedule the content already paid for during the notice period.`,
        ],
      },
      {
        heading: 'Revisions',
        blocks: [
          `Revisions are unlimited when your feedback reaches us at least ${REVISION_FEEDBACK_NOTICE_HOURS} hours before a post is due to be published; we make them within ${REVISION_TURNAROUND_HOURS} hours. Feedback received later may mean the post is moved to a new date.`,
        ],
      },
      {
        heading: 'Your content and accounts',
        blocks: [
          'You confirm that you own, or have permission to use, the photos, logos and information you give us, and that your business details are accurate. You remain responsible for your social media accounts and for complying with each platform’s rules.',
        ],
      },
      {
        heading: 'Resellers',
        blocks: [
          [
            'You may resell our services to your own clients only with our written agreement.',
            'You are responsible for your clients’ content, approvals and payments to you.',
            'You must not present yourself as the provider or make promises on our behalf.',
            'These terms apply to every account you manage for your clients.',
          ],
        ],
      },
      {
        heading: 'Our liability',
        blocks: [
          'Our total liability to you for any claim is limited to the fees you paid for one month of service. We are not liable for indirect losses, lost profits, or changes and outages on social media platforms. Nothing in these terms limits liability that cannot be limited by law, such as for death or personal injury caused by negligence, or for fraud.',
        ],
      },
      {
        heading: 'Changes to prices and terms',
        blocks: [
          `We will give you at least ${PRICE_CHANGE_NOTICE_DAYS} days’ notice by email of any price change or material change to these terms. If you do not agree, you may cancel before the change takes effect.`,
        ],
      },
      {
        heading: 'Governing law',
        blocks: [
          'These terms are governed by the law of the United Kingdom as it applies in England and Wales, and the courts of England and Wales have jurisdiction. If you live in Scotland or Northern Ireland you may also bring proceedings there.',
        ],
      },
    ],
  }
}

export function privacyCopy(email: string): PageCopy {
  return {
    path: paths.privacyPolicy,
    title: 'Privacy policy',
    description: `How ${BRAND.name} collects, uses and protects your personal data under UK data-protection law, how long we keep it and how to use your rights.`,
    intro: [
      `This policy explains how ${operator} handles personal data. We follow UK data-protection law, including the UK General Data Protection Regulation and the Data Protection Act 2018, and we are the controller of the data described here.`,
    ],
    sections: [
      {
        heading: 'What we collect',
        blocks: [
          [
            'Account details: your name, email address and password (stored only as a secure hash).',
            'Business details, photos, logos and brand information you share with us.',
            'Order and billing records. Card payments are handled by our payment provider; we never see or store your card number.',
            'Messages, support requests and conversations with our website chatbot.',
            'Technical data such as your browser type and the cookies described in our cookie policy.',
          ],
        ],
      },
      {
        heading: 'How we use it',
        blocks: [
          'We use your data to:',
          [
            'create, schedule and publish your content (to perform our contract with you);',
            'send login details, service emails and replies to your messages;',
            'keep our service secure and improve it (our legitimate interests);',
            'keep accounting and tax records (a legal obligation).',
          ],
          'We only send marketing emails if you have agreed to receive them, and you can opt out at any time.',
        ],
      },
      {
        heading: 'Who we share it with',
        blocks: [
          'We share data only with the processors who help us run the service, such as hosting, email delivery and payment providers, under contracts that protect it, and with the social media platforms where you ask us to publish. We never sell your personal data. Where data is processed outside the UK, we use safeguards approved under UK law.',
        ],
      },
      {
        heading: 'How long we keep it',
        blocks: [
          'We keep your data while you are a customer. Records of inactive accounts are kept for up to six years, so we can meet legal, tax and accounting duties and deal with any claims, and are then deleted or anonymised.',
        ],
      },
      {
        heading: 'Your rights',
        blocks: [
          `You can ask to see, correct, delete, restrict or move your data, and you can object to how we use it. Email ${email} and we will answer within one month.`,
          'If you are unhappy with how we have handled your data, you can complain to the Information Commissioner’s Office (ico.org.uk).',
        ],
      },
      {
        heading: 'Security',
        blocks: [
          'Data travels over encrypted connections, passwords are hashed, and access to customer data is limited to the staff who need it to deliver your service.',
        ],
      },
      {
        heading: 'Changes and contact',
        blocks: [
          `We will post any changes to this policy on this page and tell customers about significant ones by email. Questions about privacy go to ${email}.`,
        ],
      },
    ],
  }
}

export const cookieTypes = [
  {
    type: 'Strictly necessary',
    purpose: 'Keep you signed in, protect forms against misuse and remember your cookie choices.',
    duration: 'Session or 1 year',
  },
  {
    type: 'Analytics',
    purpose: 'Count visits and see which pages are useful, so we can improve the site.',
    duration: 'Up to 2 years',
  },
  {
    type: 'Functionality',
    purpose: 'Remember preferences, such as hiding the chat window for a day after you close it.',
    duration: 'Up to 1 year',
  },
  {
    type: 'Advertising',
    purpose: 'Measure whether our adverts work and avoid showing you the same one too often.',
    duration: '6 months',
  },
] as const

/** The cookie policy's section that the page shows as a table of `cookieTypes`. */
export const COOKIE_TABLE_HEADING = 'The cookies we use'

export function cookiesCopy(email: string): PageCopy {
  return {
    path: paths.cookiePolicy,
    title: 'Cookie policy',
    description: `Which cookies ${BRAND.name} uses (strictly necessary, analytics, functionality and advertising), how long they last and how to control them.`,
    intro: [
      `This policy explains how ${operator} uses cookies and similar technologies, such as your browser’s local storage, on this website.`,
    ],
    sections: [
      {
        heading: 'What cookies are',
        blocks: [
          'Cookies are small text files a website stores on your device. Some are essential for the site to work; others help us understand and improve it.',
        ],
      },
      {
        heading: COOKIE_TABLE_HEADING,
        blocks: [cookieTypes.map((row) => `${row.type} cookies: ${row.purpose} They last: ${row.duration}.`)],
      },
      {
        heading: 'Your choices',
        blocks: [
          'Strictly necessary cookies are always on, because the site cannot work without them. We set analytics, functionality and advertising cookies only with your consent, and you can change your mind at any time. You can also block or delete cookies in your browser settings, although signing in will not work without strictly necessary cookies.',
        ],
      },
      {
        heading: 'Changes and contact',
        blocks: [
          `We will update this page if the cookies we use change. Questions about cookies go to ${email}.`,
        ],
      },
    ],
  }
}

/** Every page whose copy lives here, for the chatbot's knowledge. */
export function sitePageCopy(email: string): PageCopy[] {
  return [aboutCopy, termsCopy(email), privacyCopy(email), cookiesCopy(email)]
}
