import { Tabs as TabsPrimitive } from 'radix-ui'
import type { ReactNode } from 'react'

interface TabsProps {
  value: string
  onValueChange(value: string): void
  tabs: Array<{ value: string; label: string; content: ReactNode }>
  label: string
}

export function Tabs({ value, onValueChange, tabs, label }: TabsProps) {
  return (
    <TabsPrimitive.Root value={value} onValueChange={onValueChange}>
      <TabsPrimitive.List aria-label={label} className="flex flex-wrap gap-1 border-b border-line">
        {tabs.map((tab) => (
          <TabsPrimitive.Trigger
            key={tab.value}
            value={tab.value}
            className="-mb-px border-b-2 border-transparent px-4 py-2 font-medium text-muted data-[state=active]:border-brand-600 data-[state=active]:text-brand-700"
          >
            {tab.label}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      {tabs.map((tab) => (
        <TabsPrimitive.Content key={tab.value} value={tab.value} className="pt-6">
          {tab.content}
        </TabsPrimitive.Content>
      ))}
    </TabsPrimitive.Root>
  )
}
