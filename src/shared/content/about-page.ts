/** The about page's copy: the page renders it and the site chatbot answers from it. */
import { BRAND } from '../brand.ts'
import { paths } from '../paths.ts'

export const aboutLead = 'We make social media simple for the businesses that keep our high streets alive.'

export const aboutValues = [
  {
    title: 'Honest',
    text: 'Clear prices, no contracts and no jargon. If a channel is not worth your time, we will say so.',
  },
  {
    title: 'Local',
    text: 'We write for British customers, in British English, around British seasons, holidays and high streets.',
  },
  {
    title: 'Careful',
    text: 'Every fact is checked and every post approved by you. We never publish anything you have not seen.',
  },
  {
    title: 'Useful',
    text: 'A post earns its place when it brings someone through your door, not when it collects empty likes.',
  },
] as const

export const aboutSections = [
  {
    heading: 'Our story',
    blocks: [
      'Our founders spent years running social media for big brands with big budgets. Meanwhile, the café on their street, the plumber who fixed their boiler and the salon round the corner were posting once in a blue moon, if at all. Not because they did not care, but because they were busy running their businesses.',
      `Agencies were too expensive and locked owners into long contracts; do-it-yourself tools still needed hours every week. So we built ${BRAND.name}: a small UK team that designs, writes and schedules posts every month for a fixed, affordable price, with no contract.`,
    ],
  },
  {
    heading: 'Our mission',
    blocks: [
      'To give every independent business in the UK a social media presence it is proud of, without the cost, the contracts or the stress.',
    ],
  },
  {
    heading: 'Our approach',
    blocks: [
      'We combine AI-assisted research with human craft. Our research tools look at what is trending in your industry, the dates that matter locally and the questions your customers ask. Then our designers and writers create posts in your brand and your voice, and you approve every one before it goes live, on our platform, by email or on WhatsApp.',
    ],
  },
] as const

export const aboutCopy = {
  path: paths.about,
  title: 'About us',
  description: `Why we started ${BRAND.name}: professional social media for UK small businesses at a price they can afford, made by people and guided by research.`,
  intro: [aboutLead],
  sections: [
    ...aboutSections,
    { heading: 'Our values', blocks: [aboutValues.map((value) => `${value.title}: ${value.text}`)] },
  ],
}
