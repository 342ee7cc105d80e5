/**
 * What the customer's dashboard calls its places and buttons, as its pages show them. The pages, and
 * the chatbot's answers that send a signed-in customer there (named, not linked: they are behind
 * sign-in), take the names from here, so a rename reaches both.
 */
export const DASHBOARD_PLACES = {
  messages: 'Messages',
  newMessage: 'New Message',
  contentCalendar: 'Content Calendar',
  requestChanges: 'Request Changes',
  myFiles: 'My Files',
  contactSupport: 'Contact Support',
  settings: 'Settings',
  manageSubscription: 'Manage My Subscription',
} as const
