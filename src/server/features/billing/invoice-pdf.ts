import { BRAND } from '#shared/brand.ts'
import { findPlanByProductId } from '#shared/catalogue/plans.ts'
import { formatDate } from '#shared/format/dates.ts'
import { formatPence } from '#shared/format/money.ts'
import type { PaymentRow } from './billing.repo.ts'

/** The seller named on the invoice (COMPANY_NAME, COMPANY_ADDRESS, COMPANY_VAT_NUMBER); each optional. */
export interface Seller {
  name?: string | undefined
  address?: string | undefined
  vatNumber?: string | undefined
}

const kindLabels: Record<string, string> = {
  first_order: 'First order',
  renewal: 'Renewal',
  proration: 'Plan change (prorated)',
}

/**
 * The invoice of one test-provider payment, as a PDF (Stripe renders its own). Standard Helvetica: its
 * WinAnsi encoding has the pound sign; text outside it is replaced rather than breaking the document.
 */
export async function renderInvoicePdf(
  payment: PaymentRow,
  context: { seller: Seller; customerEmail: string; productId: string | null },
): Promise<Uint8Array> {
  // Loaded on the first invoice, not at every server start (about a tenth of the start's work).
  const { PDFDocument, StandardFonts } = await import('pdf-lib')
  const pdf = await PDFDocument.create()
  pdf.setTitle(`Invoice ${payment.id}`)
  const page = pdf.addPage([595, 842])
  const font = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const safe = (text: string) => text.replace(/[^\x20-\x7e£–]/g, '?')
  let y = 780
  const line = (text: string, options: { size?: number; strong?: boolean; gap?: number } = {}) => {
    page.drawText(safe(text), { x: 50, y, size: options.size ?? 11, font: options.strong ? bold : font })
    y -= options.gap ?? 18
  }
  line('Invoice', { size: 22, strong: true, gap: 30 })
  const seller = context.seller
  line(seller.name ?? BRAND.name, { strong: true })
  if (seller.address) line(seller.address)
  if (seller.vatNumber) line(`VAT number: ${seller.vatNumber}`)
  y -= 12
  line(`Invoice number: ${payment.id}`)
  line(`Date: ${formatDate(payment.createdAt)}`)
  line(`Billed to: ${context.customerEmail}`, { gap: 30 })
  const plan = findPlanByProductId(context.productId)?.title
  line(`${kindLabels[payment.kind] ?? payment.kind}${plan ? `: ${plan} plan` : ''}`, { strong: true })
  if (payment.periodStart && payment.periodEnd)
    line(`Period: ${formatDate(payment.periodStart)} – ${formatDate(payment.periodEnd)}`)
  if (payment.discountAmount > 0) line(`Discount: -${formatPence(payment.discountAmount, payment.currency)}`)
  line(`Total: ${formatPence(payment.amount, payment.currency)}`, { strong: true, size: 14, gap: 24 })
  line(
    `Status: ${payment.status === 'refunded' ? 'Refunded' : payment.status === 'paid' ? 'Paid' : 'Failed'}`,
  )
  if (payment.refundedAmount > 0)
    line(
      `Refunded: ${formatPence(payment.refundedAmount, payment.currency)} on ${formatDate(payment.refundedAt ?? payment.createdAt)}`,
    )
  return pdf.save()
}
