import { Toaster } from 'sonner'

export default function SonnerToaster() {
  return <Toaster position="top-right" richColors closeButton toastOptions={{ duration: 5000 }} />
}
