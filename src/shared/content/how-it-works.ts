/** The home page's 'How it works' steps, in order (the chatbot names them too). */
import {
  CONTENT_APPROVAL_BUSINESS_DAYS,
  DRIVE_FOLDER_WITHIN_HOURS,
} from '#shared/catalogue/business-rules.ts'

export const howItWorksSteps = [
  {
    title: 'Sign up',
    text: 'Choose a plan and pay securely. Your login details arrive by email straight away.',
  },
  {
    title: 'Tell us about your business',
    text: `Share your brand, customers and photos in a secure shared folder, ready within ${DRIVE_FOLDER_WITHIN_HOURS} hours of payment.`,
  },
  { title: 'Connect your profiles', text: 'Give us access to the social profiles you want us to post to.' },
  {
    title: 'Review and approve',
    text: `Your first posts are ready to review within ${CONTENT_APPROVAL_BUSINESS_DAYS} business days. Approve them on our platform, by email or on WhatsApp.`,
  },
] as const
