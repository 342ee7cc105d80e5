/**
 * The 18 frequently asked questions shown on the home and pricing pages and
 * published as FAQPage structured data. Prices and promises are read from the
 * catalogue so the answers cannot drift from what the checkout charges.
 */

import { formatPenceShort } from '../format/money.ts'
import {
  blogTiers,
  CAROUSEL_POST_PRICE_PENCE,
  REPORTS_PRICE_PENCE,
  storyTiers,
  videoTiers,
} from './add-ons.ts'
import {
  CANCELLATION_NOTICE_DAYS,
  CONTENT_APPROVAL_BUSINESS_DAYS,
  DRIVE_FOLDER_WITHIN_HOURS,
  MONEY_BACK_GUARANTEE_DAYS,
  POST_EVERY_DAYS,
  REVISION_FEEDBACK_NOTICE_HOURS,
  REVISION_TURNAROUND_HOURS,
  SUPPORT_REPLY_WITHIN_HOURS,
} from './business-rules.ts'
import { checkoutChannels, EXTRA_CHANNEL_PRICE_PENCE } from './channels.ts'
import { getPlan } from './plans.ts'

export type FaqItem = { readonly question: string; readonly answer: string }

const price = formatPenceShort
const basic = getPlan('basic')
const pro = getPlan('pro')
const premium = getPlan('premium')
const channelList = checkoutChannels.map((c) => c.name).join(', ')
const tiers = (list: readonly { quantity: number; pricePence: number }[]): string =>
  list.map((t) => `${t.quantity} for ${price(t.pricePence)}`).join(', ')
const extra = price(EXTRA_CHANNEL_PRICE_PENCE)

export const faq: readonly FaqItem[] = [
  {
    question: 'What do I get each month?',
    answer:
      'Custom-designed social media posts with captions and hashtags written for your business, scheduled for you ' +
      'at the times your audience is most active. You review and approve everything before it goes live.',
  },
  {
    question: 'How much does it cost?',
    answer:
      `Basic is ${price(basic.pricePence)} a month for ${basic.postsPerMonth} posts, Pro is ` +
      `${price(pro.pricePence)} a month for ${pro.postsPerMonth} posts and Premium is ` +
      `${price(premium.pricePence)} a month for ${premium.postsPerMonth} posts. Billing is monthly in pounds ` +
      'sterling and your plan renews automatically until you cancel.',
  },
  {
    question: 'How often will you post for me?',
    answer:
      `You can count on a fresh post at least every ${POST_EVERY_DAYS} days, and more often on the Pro and ` +
      'Premium plans. We plan the calendar around your busy periods, offers and seasonal dates.',
  },
  {
    question: 'Which social media channels do you cover?',
    answer:
      `${channelList}. Every plan includes one channel, and with our video add-on we also create content for ` +
      'TikTok and YouTube Shorts.',
  },
  {
    question: 'Can I add more channels?',
    answer:
      `Yes. One channel is included free with every plan and each additional channel is ${extra} a month. ` +
      'You can choose them during checkout.',
  },
  {
    question: 'How does approving content work?',
    answer:
      'We send your upcoming posts for review about twice a month. You can approve or comment through our ' +
      'platform, by email or on WhatsApp, whichever suits you.',
  },
  {
    question: 'How many revisions can I ask for?',
    answer:
      `Unlimited. If your feedback reaches us at least ${REVISION_FEEDBACK_NOTICE_HOURS} hours before a post is ` +
      `due to publish, we update it within ${REVISION_TURNAROUND_HOURS} hours.`,
  },
  {
    question: 'How quickly can I get started?',
    answer:
      'Straight after payment you receive your login details by email. Your secure shared drive folder is set up ' +
      `within ${DRIVE_FOLDER_WITHIN_HOURS} hours, and your first content is ready to review and approve within ` +
      `${CONTENT_APPROVAL_BUSINESS_DAYS} business days.`,
  },
  {
    question: 'What do you need from me?',
    answer:
      'A little information about your business, customers and brand, any photos or logos you would like us to ' +
      'use (uploaded to your shared drive folder), and access to the social profiles we will post to.',
  },
  {
    question: 'Do I need an account before I buy?',
    answer:
      'No. You can choose a plan and pay without signing in. We email your login details once your payment has ' +
      'gone through.',
  },
  {
    question: 'Do you use AI to create my posts?',
    answer:
      'We use AI-assisted research to spot trending topics, local events and what your competitors are posting. ' +
      'Every post is then designed, written and checked by our team, so it sounds like you.',
  },
  {
    question: 'Are there any contracts?',
    answer:
      'No contracts. You can cancel anytime; as set out in our terms of service, cancellation needs ' +
      `${CANCELLATION_NOTICE_DAYS} days' notice.`,
  },
  {
    question: 'How do I cancel or change my plan?',
    answer:
      'Sign in, open your dashboard and choose Manage My Subscription. You can ask to upgrade, downgrade or ' +
      'cancel there, and our team will confirm the change with you.',
  },
  {
    question: 'Are there any hidden fees?',
    answer:
      'None. You pay the monthly price of your plan plus any extra channels or add-ons you choose, and nothing ' +
      'else. Every price is shown before you pay.',
  },
  {
    question: 'Do you offer a money-back guarantee?',
    answer:
      `Yes. Your first order is covered by our ${MONEY_BACK_GUARANTEE_DAYS}-day money-back guarantee: if you ` +
      `are not satisfied, contact us within ${MONEY_BACK_GUARANTEE_DAYS} days of your order for a refund.`,
  },
  {
    question: 'What add-ons can I choose?',
    answer:
      `Short-form videos (${tiers(videoTiers)}), stories posts (${tiers(storyTiers)}), carousel posts for ` +
      `Instagram and LinkedIn at ${price(CAROUSEL_POST_PRICE_PENCE)} each, and monthly reports and analytics ` +
      `for ${price(REPORTS_PRICE_PENCE)} a month. We also write SEO blog articles of ` +
      `${blogTiers.map((t) => `${t.words} words for ${price(t.pricePence)}`).join(', ')}.`,
  },
  {
    question: 'How do I get support?',
    answer:
      'Our team is available by email and video call. We aim to reply to every message within ' +
      `${SUPPORT_REPLY_WITHIN_HOURS} hours, and signed-in customers can also message us from their dashboard.`,
  },
  {
    question: 'Will the posts match my brand?',
    answer:
      'Yes. Every design uses your colours, fonts and logo, and we write in your tone of voice. Nothing is a ' +
      'generic template, and you approve every post before it is published.',
  },
]

/** schema.org FAQPage data for the page head. */
export function faqStructuredData(items: readonly FaqItem[] = faq) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  } as const
}
