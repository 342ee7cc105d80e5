import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/**
 * The portfolio the team runs (owned by the portfolio feature): designs shown on /our-work once
 * published. No customer's data. The image bytes live in the image store under `fullKey` and `cardKey`.
 */
export const portfolioDesigns = pgTable(
  'portfolio_designs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull().default(''),
    published: boolean('published').notNull().default(false),
    /** The order on the page, smallest first. */
    position: integer('position').notNull(),
    /** A new id per uploaded image, so its address changes with it and may be cached for long. */
    imageId: uuid('image_id'),
    fullKey: text('full_key'),
    cardKey: text('card_key'),
    cardWidth: integer('card_width'),
    cardHeight: integer('card_height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('portfolio_designs_position_idx').on(table.position),
    index('portfolio_designs_image_idx').on(table.imageId),
  ],
)
