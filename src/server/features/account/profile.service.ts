import type { Profile } from '#shared/schemas/profile.ts'
import type { Database } from '../../db/client.ts'
import { findProfile, insertProfileIfMissing, type ProfileRow, updateDisplayName } from './profile.repo.ts'

interface Caller {
  id: string
  email: string
  name: string
}

function toProfile(caller: Caller, row: ProfileRow): Profile {
  return {
    id: row.id,
    email: caller.email,
    displayName: row.displayName ?? '',
    welcomeShown: row.welcomeShown,
  }
}

/** Only ever the caller's own row: the id comes from the session, never from the request. */
export async function getOwnProfile(db: Database, caller: Caller): Promise<Profile> {
  let row = await findProfile(db, caller.id)
  if (!row) {
    await insertProfileIfMissing(db, { id: caller.id, displayName: caller.name })
    row = await findProfile(db, caller.id)
  }
  if (!row) throw new Error('profile missing after insert')
  return toProfile(caller, row)
}

export async function updateOwnDisplayName(
  db: Database,
  caller: Caller,
  displayName: string,
): Promise<Profile> {
  return db.transaction(async (tx) => {
    await insertProfileIfMissing(tx, { id: caller.id, displayName: caller.name })
    const row = await updateDisplayName(tx, caller.id, displayName)
    if (!row) throw new Error('profile missing after insert')
    return toProfile(caller, row)
  })
}
