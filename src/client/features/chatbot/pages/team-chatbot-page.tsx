import { useState } from 'react'
import { Tabs } from '../../../components/ui/tabs.tsx'
import { ChatbotInsightsTab } from '../components/chatbot-insights-tab.tsx'
import { KnowledgeBaseTab } from '../components/knowledge-base-tab.tsx'

/** Chatbot Management (spec §2): the Insights and Knowledge Base tabs. */
export default function ChatbotPage() {
  const [tab, setTab] = useState('insights')
  return (
    // Block layout, not flex: the wide conversations table must scroll inside its region, not widen the page.
    <div className="space-y-6">
      <h2 className="text-2xl font-bold">Chatbot Insights</h2>
      <Tabs
        label="Chatbot management"
        value={tab}
        onValueChange={setTab}
        tabs={[
          { value: 'insights', label: 'Insights', content: <ChatbotInsightsTab /> },
          { value: 'knowledge', label: 'Knowledge Base', content: <KnowledgeBaseTab /> },
        ]}
      />
    </div>
  )
}
