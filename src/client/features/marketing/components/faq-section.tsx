import { ChevronDown } from 'lucide-react'
import { faq } from '#shared/catalogue/faq.ts'
import { Section, SectionHeading } from './section-heading.tsx'

/**
 * The 18 questions as disclosure widgets (details and summary): keyboard and screen-reader friendly
 * with no script, and every answer is in the HTML for search engines and visitors without JavaScript.
 */
export function FaqSection() {
  return (
    <Section labelledBy="faq-heading" className="bg-white">
      <SectionHeading id="faq-heading" eyebrow="FAQ" title="Frequently asked questions">
        Straight answers about prices, approvals, revisions and cancelling.
      </SectionHeading>
      <div className="mx-auto mt-10 max-w-3xl divide-y divide-line rounded-card border border-line">
        {faq.map((item) => (
          <details key={item.question} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold [&::-webkit-details-marker]:hidden">
              <h3>{item.question}</h3>
              <ChevronDown
                className="size-5 shrink-0 text-muted transition-transform group-open:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <p className="px-5 pb-5 text-muted">{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  )
}
