import { AxisBottom, AxisLeft, AxisRight } from '@visx/axis'
import { Group } from '@visx/group'
import { scaleBand, scaleLinear } from '@visx/scale'
import { Bar, LinePath } from '@visx/shape'
import { useCallback, useState } from 'react'
import { formatPence } from '#shared/format/money.ts'
import { monthLabel, type RevenueMonths } from './revenue-months.ts'

const HEIGHT = 280
const MARGIN = { top: 16, right: 40, bottom: 40, left: 64 }
/** Widths below which every second (third) month is labelled. */
const NARROW = 480
const VERY_NARROW = 360
const REVENUE_COLOUR = '#4f46e5'
const CUSTOMERS_COLOUR = '#15803d'
const AXIS_COLOUR = '#4b5563'

const label = { fill: AXIS_COLOUR, fontSize: 12, fontFamily: 'inherit' }
const leftLabel = () => ({ ...label, textAnchor: 'end' as const, dx: -6, dy: 4 })
const rightLabel = () => ({ ...label, textAnchor: 'start' as const, dx: 6, dy: 4 })
const bottomLabel = () => ({ ...label, textAnchor: 'middle' as const })

/** The element's width, followed as it changes (the chart is drawn at its real size, text unscaled). */
function useWidth(): [(element: HTMLDivElement | null) => void, number] {
  const [width, setWidth] = useState(0)
  const ref = useCallback((element: HTMLDivElement | null) => {
    if (!element) return
    setWidth(element.clientWidth)
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return [ref, width]
}

/**
 * Recurring revenue (bars, left axis) and active customers (line, right axis) over the months given.
 * Drawn for sighted users only: the overview shows the same figures as a table for screen readers.
 */
export default function RevenueChart({ months }: { months: RevenueMonths }) {
  const [measure, width] = useWidth()
  return (
    <div ref={measure} className="flex flex-col gap-2" aria-hidden="true">
      {width > 0 ? <Drawing months={months} width={width} /> : <div style={{ height: HEIGHT }} />}
      <p className="flex flex-wrap gap-4 text-sm text-muted">
        <span className="inline-flex items-center gap-2">
          <span className="inline-block size-3 rounded-sm" style={{ background: REVENUE_COLOUR }} />
          Recurring revenue (left)
        </span>
        <span className="inline-flex items-center gap-2">
          <span className="inline-block size-3 rounded-full" style={{ background: CUSTOMERS_COLOUR }} />
          Active customers (right)
        </span>
      </p>
    </div>
  )
}

function Drawing({ months, width }: { months: RevenueMonths; width: number }) {
  const innerWidth = Math.max(width - MARGIN.left - MARGIN.right, 0)
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom
  const x = scaleBand({ domain: months.map((m) => m.month), range: [0, innerWidth], padding: 0.3 })
  const maxRevenue = Math.max(100, ...months.map((m) => m.recurringRevenuePence))
  const maxCustomers = Math.max(1, ...months.map((m) => m.activeCustomers))
  const revenue = scaleLinear({ domain: [0, maxRevenue], range: [innerHeight, 0], nice: true })
  const customers = scaleLinear({ domain: [0, maxCustomers], range: [innerHeight, 0], nice: true })
  const centre = (month: string) => (x(month) ?? 0) + x.bandwidth() / 2
  // Narrow screens label every second or third month (the current one always), so labels do not touch.
  const labelEvery = width < VERY_NARROW ? 3 : width < NARROW ? 2 : 1
  return (
    <svg width={width} height={HEIGHT} className="block" focusable="false" aria-hidden="true">
      <Group left={MARGIN.left} top={MARGIN.top}>
        {months.map((m) => {
          const top = revenue(m.recurringRevenuePence)
          return (
            <Bar
              key={m.month}
              x={x(m.month)}
              y={top}
              width={x.bandwidth()}
              height={innerHeight - top}
              fill={REVENUE_COLOUR}
              rx={2}
            />
          )
        })}
        <LinePath
          data={months}
          x={(m) => centre(m.month)}
          y={(m) => customers(m.activeCustomers)}
          stroke={CUSTOMERS_COLOUR}
          strokeWidth={3}
        />
        {months.map((m) => (
          <circle
            key={m.month}
            cx={centre(m.month)}
            cy={customers(m.activeCustomers)}
            r={4}
            fill={CUSTOMERS_COLOUR}
          />
        ))}
        <AxisLeft
          scale={revenue}
          numTicks={5}
          stroke={AXIS_COLOUR}
          tickStroke={AXIS_COLOUR}
          tickFormat={(value) => formatPence(Number(value)).replace(/\.00$/, '')}
          tickLabelProps={leftLabel}
        />
        <AxisRight
          scale={customers}
          left={innerWidth}
          numTicks={Math.min(5, maxCustomers)}
          stroke={AXIS_COLOUR}
          tickStroke={AXIS_COLOUR}
          tickFormat={(value) => String(value)}
          tickLabelProps={rightLabel}
        />
        <AxisBottom
          scale={x}
          top={innerHeight}
          stroke={AXIS_COLOUR}
          tickStroke={AXIS_COLOUR}
          tickValues={months.filter((_, i) => (months.length - 1 - i) % labelEvery === 0).map((m) => m.month)}
          tickFormat={(month) => monthLabel(month).split(' ')[0] ?? month}
          tickLabelProps={bottomLabel}
        />
      </Group>
    </svg>
  )
}
