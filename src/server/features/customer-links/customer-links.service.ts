import { AppError } from '#shared/errors.ts'
import { CUSTOMER_NOT_FOUND, type CustomerLinks, LINKS_SAVED } from '#shared/schemas/links.ts'
import type { Database } from '../../db/client.ts'
import { findLinks, isCustomer, upsertLinks } from './customer-links.repo.ts'

/** The caller's own links; none yet reads as two empty links. */
export async function getOwnLinks(db: Database, callerId: string): Promise<CustomerLinks> {
  return (await findLinks(db, callerId)) ?? { driveLink: null, googleSheetLink: null }
}

export async function saveCustomerLinks(db: Database, userId: string, links: CustomerLinks) {
  const saved = await db.transaction(async (tx) => {
    if (!(await isCustomer(tx, userId))) throw new AppError('not_found', CUSTOMER_NOT_FOUND)
    return upsertLinks(tx, userId, links)
  })
  return { links: saved, notice: LINKS_SAVED }
}
