import { BRAND } from '#shared/brand.ts'

export interface RenderedEmail {
  subject: string
  html: string
  text: string
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

export interface EmailBody {
  heading: string
  /** Paragraphs of plain text; they are escaped for the HTML part. */
  paragraphs: string[]
  action?: { label: string; url: string }
  /** Further links, each on its own line under the action (cancel and reschedule, say). */
  links?: { label: string; url: string }[]
  footnote?: string
}

/** Wraps a message in the product's look, and gives the matching plain-text part. */
export function renderLayout(subject: string, body: EmailBody): RenderedEmail {
  const paragraphsHtml = body.paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(p)}</p>`)
    .join('')
  const actionHtml = body.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(body.action.url)}" style="background:#4f46e5;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(body.action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#555">If the button does not work, paste this link into your browser:<br>${escapeHtml(body.action.url)}</p>`
    : ''
  const linksHtml = (body.links ?? [])
    .map(
      (link) =>
        `<p style="margin:0 0 12px;line-height:1.6"><a href="${escapeHtml(link.url)}" style="color:#4f46e5">${escapeHtml(link.label)}</a></p>`,
    )
    .join('')
  const footnoteHtml = body.footnote
    ? `<p style="margin:16px 0 0;font-size:13px;color:#555">${escapeHtml(body.footnote)}</p>`
    : ''
  const html = `<!doctype html><html lang="en-GB"><body style="margin:0;background:#f4f4f7;font-family:Arial,Helvetica,sans-serif;color:#1f2937"><table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px"><table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px"><tr><td><p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#4f46e5">${escapeHtml(BRAND.name)}</p><h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(body.heading)}</h1>${paragraphsHtml}${actionHtml}${linksHtml}${footnoteHtml}</td></tr></table><p style="font-size:12px;color:#6b7280;margin:16px 0 0">${escapeHtml(BRAND.name)} · ${escapeHtml(BRAND.tagline)}</p></td></tr></table></body></html>`
  const text = [
    body.heading,
    '',
    ...body.paragraphs.flatMap((p) => [p, '']),
    ...(body.action ? [`${body.action.label}: ${body.action.url}`, ''] : []),
    ...(body.links ?? []).flatMap((link) => [`${link.label}: ${link.url}`, '']),
    ...(body.footnote ? [body.footnote, ''] : []),
    `— ${BRAND.name}`,
  ].join('\n')
  return { subject, html, text }
}
