import type { CreateTicketRequest } from '#shared/schemas/support.ts'

/** Sends a cancellation or plan change; resolves true when the team has it (the page then thanks). */
export type SendRequest = (request: CreateTicketRequest) => Promise<boolean>
