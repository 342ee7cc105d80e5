import type { Browser } from 'playwright-core'
import { inject } from 'vitest'
import { SmtpSink } from '../../tests/support/smtp-sink.ts'
import { AppProcess } from './app-process.ts'
import { launchBrowser } from './browser.ts'
import { forgetSpare, recordSpare } from './spare-records.ts'

/**
 * What a browser-test worker keeps between the files it runs one after another (isolate: false):
 * - one Chromium: each file opens its own contexts and closes them at its end;
 * - one SMTP server: every server the worker starts sends to it, and each file starts with no messages;
 * - a spare server per kind (with or without e-mail): started while a file runs, on a fresh copy of the
 *   started database, so the next file of that kind finds its server ready instead of waiting seconds.
 * Kept on globalThis: the worker may load this module again for a later file.
 */
interface WorkerResources {
  browser?: Promise<Browser>
  sink?: SmtpSink
  sinkStarted?: Promise<number>
  spares: Map<string, Promise<AppProcess>>
  /** Servers started ahead and not yet taken, killed if the worker exits first. */
  untaken: Set<AppProcess>
}

const holder = globalThis as { postcraftBrowserTestWorker?: WorkerResources }

function resources(): WorkerResources {
  if (!holder.postcraftBrowserTestWorker) {
    const created: WorkerResources = { spares: new Map(), untaken: new Set() }
    holder.postcraftBrowserTestWorker = created
    // Their notes stay: the global teardown deletes a data folder its killed server was still writing.
    const disposeUntaken = () => {
      for (const server of created.untaken) server.disposeNow()
    }
    process.once('exit', disposeUntaken)
    // Vitest ends a worker with SIGTERM, which skips 'exit' handlers.
    process.once('SIGTERM', () => {
      disposeUntaken()
      process.exit(143)
    })
  }
  return holder.postcraftBrowserTestWorker
}

/** The worker's Chromium, launched by its first file (again if it has gone). */
export async function workerBrowser(): Promise<Browser> {
  const worker = resources()
  const current = worker.browser && (await worker.browser.catch(() => undefined))
  if (current?.isConnected()) return current
  worker.browser = launchBrowser()
  return worker.browser
}

/** A file's end: its pages and contexts close, the worker's Chromium stays for the next file. */
export async function closeContexts(browser: Browser): Promise<void> {
  await Promise.all(browser.contexts().map((context) => context.close()))
}

/** The worker's SMTP server; each file starts with no messages in it. */
export function workerSink(): SmtpSink {
  const worker = resources()
  worker.sink ??= new SmtpSink()
  return worker.sink
}

/** Starts the worker's SMTP server once and gives its address. */
export async function startWorkerSink(): Promise<string> {
  const worker = resources()
  const sink = workerSink()
  worker.sinkStarted ??= sink.start()
  await worker.sinkStarted
  return sink.url
}

/** The run's folder of spare-server notes; none outside a test run. */
function spareNotes(): string | undefined {
  try {
    return inject('spareServers')
  } catch {
    return undefined
  }
}

function startSpare(env: Record<string, string>): Promise<AppProcess> {
  const worker = resources()
  const notes = spareNotes()
  return AppProcess.prepare({ env }).then(async (server) => {
    worker.untaken.add(server)
    const starting = server.start()
    if (notes && server.pid) recordSpare(notes, server.port, { pid: server.pid, dataDir: server.dataDir })
    try {
      await starting
    } catch (error) {
      discard(server)
      throw error
    }
    return server
  })
}

function untake(server: AppProcess): void {
  resources().untaken.delete(server)
  const notes = spareNotes()
  if (notes) forgetSpare(notes, server.port)
}

function discard(server: AppProcess): void {
  untake(server)
  server.disposeNow()
}

/**
 * A server on a fresh copy of the started database with this environment: the spare started for it
 * while an earlier file ran when there is one, else a new one. Then a spare for the next file with the
 * same environment starts, beside this file's tests.
 */
export async function takeServer(env: Record<string, string>): Promise<AppProcess> {
  const worker = resources()
  const key = JSON.stringify(Object.entries(env).sort())
  const spare = await worker.spares.get(key)?.catch(() => undefined)
  worker.spares.delete(key)
  if (spare) untake(spare)
  let server = spare
  if (!server?.running) {
    spare?.disposeNow()
    server = await AppProcess.start({ env })
  }
  const next = startSpare(env)
  // A spare that failed to start is replaced by a fresh start when a file asks for it.
  next.catch(() => undefined)
  worker.spares.set(key, next)
  return server
}
