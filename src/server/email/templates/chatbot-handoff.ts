import { type RenderedEmail, renderLayout } from './layout.ts'

export interface ChatHandoffDetails {
  visitorName: string | null
  visitorEmail: string | null
  /** The visitor's last message, which the chatbot could not answer or which asked for a person. */
  lastMessage: string
  intentScore: number
  /** The transcript in the back office. */
  transcriptUrl: string
}

/** To the support inbox: a chat visitor needs a person. */
export function chatHandoffEmail(details: ChatHandoffDetails): RenderedEmail {
  const who = details.visitorName ?? details.visitorEmail ?? 'A website visitor'
  return renderLayout(`Chat visitor needs a person: ${who}`, {
    heading: 'A chat visitor needs a person',
    paragraphs: [
      `${who} asked the website chatbot something it could not answer, or asked for a person.`,
      `Visitor: ${details.visitorName ?? 'name not given'}, ${details.visitorEmail ?? 'email not given yet'}. Intent score: ${details.intentScore}.`,
      `Last message:\n${details.lastMessage}`,
    ],
    action: { label: 'Read the transcript', url: details.transcriptUrl },
    footnote: details.visitorEmail
      ? `Reply to ${details.visitorEmail}.`
      : 'No email yet: the transcript shows it if the visitor leaves one.',
  })
}
