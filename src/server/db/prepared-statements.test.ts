import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_PREPARED_STATEMENTS } from './prepared-statements.ts'
import { TurnTakingPGlite } from './turn-taking-pglite.ts'

let pg: TurnTakingPGlite

async function kept(): Promise<number> {
  const { rows } = await pg.query<{ count: number }>(
    'select count(*)::int as count from pg_prepared_statements',
  )
  return rows[0]?.count ?? -1
}

beforeAll(async () => {
  pg = await TurnTakingPGlite.open(undefined, {})
  await pg.exec('create table notes (id int primary key, body text not null, at timestamptz)')
})

afterAll(async () => {
  await pg.close()
})

describe('PGlite queries through kept statements', () => {
  it('answers a repeated statement with its rows, parsing the columns as before', async () => {
    for (const id of [1, 2, 3])
      await pg.query('insert into notes (id, body) values ($1, $2)', [id, `note ${id}`])
    const before = await kept()
    const { rows, fields } = await pg.query<{ id: number; body: string }>(
      'select id, body from notes where id >= $1 order by id',
      [2],
    )
    expect(rows).toEqual([
      { id: 2, body: 'note 2' },
      { id: 3, body: 'note 3' },
    ])
    expect(fields.map((field) => field.name)).toEqual(['id', 'body'])
    await pg.query('select id, body from notes where id >= $1 order by id', [3])
    // The insert was prepared once for its three runs; the select once for its two.
    expect(await kept()).toBe(before + 1)
  })

  it('reports affected rows, nulls and the database error with its code, and the statement still works', async () => {
    const updated = await pg.query('update notes set at = $1 where id <= $2', [null, 2])
    expect(updated.affectedRows).toBe(2)
    const duplicate = pg.query('insert into notes (id, body) values ($1, $2)', [1, 'again'])
    await expect(duplicate).rejects.toMatchObject({ code: '23505', query: expect.stringContaining('insert') })
    await pg.query('insert into notes (id, body) values ($1, $2)', [4, 'fourth'])
    expect((await pg.query('select count(*)::int as n from notes')).rows).toEqual([{ n: 4 }])
  })

  it('prepares a statement again when its table changed shape under it', async () => {
    await pg.query('select * from notes where id = $1', [1])
    await pg.exec('alter table notes add column pinned boolean not null default false')
    const { rows } = await pg.query<Record<string, unknown>>('select * from notes where id = $1', [1])
    expect(rows[0]).toMatchObject({ id: 1, pinned: false })
  })

  it('prepares statements again when every kept statement was dropped', async () => {
    await pg.query('select body from notes where id = $1', [1])
    await pg.exec('deallocate all')
    expect((await pg.query('select body from notes where id = $1', [1])).rows).toEqual([{ body: 'note 1' }])
    // Every other kept statement is known to be gone too, so a transaction prepares its own afresh.
    await pg.transaction(async (tx) => {
      await tx.query('insert into notes (id, body) values ($1, $2)', [20, 'twenty'])
    })
  })

  it('rolls back with the transaction and keeps statements prepared inside it', async () => {
    await expect(
      pg.transaction(async (tx) => {
        await tx.query('insert into notes (id, body) values ($1, $2)', [10, 'ten'])
        throw new Error('changed my mind')
      }),
    ).rejects.toThrow('changed my mind')
    expect((await pg.query('select count(*)::int as n from notes where id = $1', [10])).rows).toEqual([
      { n: 0 },
    ])
    await pg.transaction(async (tx) => {
      await tx.query('insert into notes (id, body) values ($1, $2)', [10, 'ten'])
    })
    expect((await pg.query('select body from notes where id = $1', [10])).rows).toEqual([{ body: 'ten' }])
  })

  it('reads each cursor with its own columns through one FETCH text', async () => {
    await pg.exec("create table tags (label text, colour text); insert into tags values ('new', 'green')")
    const fetched: unknown[][] = []
    for (const table of ['notes', 'tags']) {
      await pg.transaction(async (tx) => {
        await tx.query(`declare rows_of no scroll cursor for select * from ${table} order by 1 limit 1`)
        fetched.push((await tx.query<unknown[]>('fetch 10 from rows_of', [], { rowMode: 'array' })).rows)
        await tx.query('close rows_of')
      })
    }
    expect(fetched[0]?.[0]).toHaveLength(4)
    expect(fetched[1]).toEqual([['new', 'green']])
  })

  it('delivers a notice sent by a statement to the listener after commit', async () => {
    const heard: string[] = []
    const unlisten = await pg.listen('notes_changed', (payload) => heard.push(payload))
    await pg.query('select pg_notify($1, $2)', ['notes_changed', 'note 1'])
    expect(heard).toEqual(['note 1'])
    await unlisten()
  })

  it(`keeps at most ${MAX_PREPARED_STATEMENTS} statements, closing the least recently used`, async () => {
    for (let index = 0; index < MAX_PREPARED_STATEMENTS + 20; index += 1)
      await pg.query(`select $1::int + ${index} as n`, [1])
    expect(await kept()).toBeLessThanOrEqual(MAX_PREPARED_STATEMENTS)
    expect((await pg.query('select $1::int + 3 as n', [1])).rows).toEqual([{ n: 4 }])
  })
})
