import { customType } from 'drizzle-orm/pg-core'

/** Raw bytes (uploaded files, images); PGlite reads them as Uint8Array, node-postgres as Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
})
