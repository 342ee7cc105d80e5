import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { AppError } from '#shared/errors.ts'
import {
  type CreateDesignRequest,
  type DesignCard,
  designImagePath,
  PORTFOLIO_LIMITS,
  PORTFOLIO_MESSAGES,
  type TeamDesign,
  type UpdateDesignRequest,
} from '#shared/schemas/portfolio.ts'
import type { Database, Executor } from '../../db/client.ts'
import type { CountCache } from '../../plugins/realtime/count-cache.ts'
import {
  countDesigns,
  type DesignRow,
  deleteDesign,
  findDesign,
  findDesignByImage,
  insertDesign,
  listDesigns,
  lockDesign,
  neighbour,
  nextPosition,
  updateDesign,
} from './portfolio.repo.ts'
import type { PortfolioImages } from './portfolio-images.ts'

export interface PortfolioDeps {
  db: Database
  images: PortfolioImages
  /** Keeps the published designs for the public page until the database announces a change to them. */
  counts: Pick<CountCache, 'kept'>
}

const notFound = () => new AppError('not_found', PORTFOLIO_MESSAGES.notFound)

function card(row: DesignRow): DesignCard | undefined {
  if (!row.imageId || !row.cardWidth || !row.cardHeight) return undefined
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    description: row.description,
    image: designImagePath(row.imageId, 'card'),
    width: row.cardWidth,
    height: row.cardHeight,
  }
}

function teamDesign(row: DesignRow): TeamDesign {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    description: row.description,
    image: row.imageId ? designImagePath(row.imageId, 'card') : null,
    width: row.cardWidth ?? 0,
    height: row.cardHeight ?? 0,
    published: row.published,
    position: row.position,
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** The published designs in the page's order: kept until the table changes (decision 0041). */
export async function publishedDesigns(deps: PortfolioDeps): Promise<DesignCard[]> {
  return deps.counts.kept('portfolio', 'published-designs', async () =>
    (await listDesigns(deps.db, true)).flatMap((row) => card(row) ?? []),
  )
}

export async function teamDesigns(deps: PortfolioDeps) {
  return { designs: (await listDesigns(deps.db, false)).map(teamDesign) }
}

export async function createDesign(
  deps: PortfolioDeps,
  input: CreateDesignRequest & { description: string },
) {
  const row = await deps.db.transaction(async (tx) => {
    if ((await countDesigns(tx)) >= PORTFOLIO_LIMITS.designs)
      throw new AppError('conflict', `The portfolio holds at most ${PORTFOLIO_LIMITS.designs} designs`)
    return insertDesign(tx, { ...input, position: await nextPosition(tx) })
  })
  return { design: teamDesign(row), notice: PORTFOLIO_MESSAGES.created }
}

export async function changeDesign(deps: PortfolioDeps, id: string, changes: UpdateDesignRequest) {
  const row = await deps.db.transaction(async (tx) => {
    const current = await lockDesign(tx, id)
    if (!current) throw notFound()
    if (changes.published && !current.imageId) throw new AppError('conflict', PORTFOLIO_MESSAGES.needsImage)
    return updateDesign(tx, id, changes)
  })
  const notice =
    changes.published === undefined
      ? PORTFOLIO_MESSAGES.updated
      : changes.published
        ? PORTFOLIO_MESSAGES.published
        : PORTFOLIO_MESSAGES.unpublished
  return { design: teamDesign(row), notice }
}

/** Swaps the design with its neighbour in the page's order. */
export async function moveDesign(deps: PortfolioDeps, id: string, direction: 'up' | 'down') {
  const row = await deps.db.transaction(async (tx) => {
    const current = await lockDesign(tx, id)
    if (!current) throw notFound()
    const other = await neighbour(tx, current.position, direction)
    if (!other) throw new AppError('conflict', PORTFOLIO_MESSAGES.edgeOfList)
    await updateDesign(tx, other.id, { position: current.position })
    return updateDesign(tx, id, { position: other.position })
  })
  return { design: teamDesign(row), notice: PORTFOLIO_MESSAGES.moved }
}

async function removeBytes(deps: PortfolioDeps, tx: Executor, row: DesignRow) {
  await deps.images.store.remove(
    tx,
    [row.fullKey, row.cardKey].filter((key): key is string => key !== null),
  )
}

export async function removeDesign(deps: PortfolioDeps, id: string) {
  await deps.db.transaction(async (tx) => {
    const current = await lockDesign(tx, id)
    if (!current) throw notFound()
    await removeBytes(deps, tx, current)
    await deleteDesign(tx, id)
  })
  return { notice: PORTFOLIO_MESSAGES.deleted }
}

/**
 * Sets the design's image: checked by the product's image pipeline (size, type, decoded pixels), kept
 * whole and as a card-sized WebP (the pipeline's thumbnail). A replaced image's bytes go.
 */
export async function setDesignImage(deps: PortfolioDeps, id: string, bytes: Buffer) {
  if (!(await findDesign(deps.db, id))) throw notFound()
  const checked = await deps.images.check(bytes)
  const card = await sharp(checked.thumbnail).metadata()
  const row = await deps.db.transaction(async (tx) => {
    const current = await lockDesign(tx, id)
    if (!current) throw notFound()
    const imageId = randomUUID()
    const fullKey = `portfolio/${imageId}/full`
    const cardKey = `portfolio/${imageId}/card`
    await deps.images.store.put(tx, fullKey, { bytes, contentType: checked.contentType })
    await deps.images.store.put(tx, cardKey, { bytes: checked.thumbnail, contentType: 'image/webp' })
    await removeBytes(deps, tx, current)
    return updateDesign(tx, id, {
      imageId,
      fullKey,
      cardKey,
      cardWidth: card.width,
      cardHeight: card.height,
    })
  })
  return { design: teamDesign(row), notice: PORTFOLIO_MESSAGES.imageUploaded }
}

/** A design image's bytes: anyone's for a published design, only the team's otherwise (404, revealing nothing). */
export async function readDesignImage(
  deps: PortfolioDeps,
  viewer: { isTeam: () => Promise<boolean> },
  imageId: string,
  size: 'card' | 'full',
) {
  const missing = () => new AppError('not_found', PORTFOLIO_MESSAGES.imageNotFound)
  const row = await findDesignByImage(deps.db, imageId)
  if (!row || !(row.published || (await viewer.isTeam()))) throw missing()
  const key = size === 'card' ? row.cardKey : row.fullKey
  const stored = key ? await deps.images.store.get(key) : undefined
  if (!stored) throw missing()
  return { ...stored, published: row.published }
}
