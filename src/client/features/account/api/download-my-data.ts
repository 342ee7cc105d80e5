import { useMutation } from '@tanstack/react-query'
import { personalDataExportSchema, personalDataFileName } from '#shared/schemas/personal-data.ts'
import { apiRequest } from '../../../lib/api-client.ts'

/** GET /api/account/export: everything kept under the caller's account and e-mail. */
export function getMyData() {
  return apiRequest('/api/account/export', { schema: personalDataExportSchema })
}

/** Fetches the export and hands it to the browser as a file download. */
export async function downloadMyData(): Promise<void> {
  const data = await getMyData()
  const file = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' })
  const url = URL.createObjectURL(file)
  const link = document.createElement('a')
  link.href = url
  link.download = personalDataFileName(new Date(data.exportedAt))
  document.body.append(link)
  link.click()
  link.remove()
  // The browser has started the download; the object URL can go once this task is over.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData })
}
