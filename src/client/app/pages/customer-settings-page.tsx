import SettingsPage from '../../features/account/pages/settings-page.tsx'
import { WhatsappCard } from '../../features/whatsapp/components/whatsapp-card.tsx'

/** The customer's Settings with the sections other features add to it. */
export default function CustomerSettingsPage() {
  return (
    <SettingsPage>
      <WhatsappCard />
    </SettingsPage>
  )
}
