/**
 * A value the global setups make once per run and share. They run one after the other in Vitest's main
 * process, each project through its own module graph, so module state is not shared: globalThis is.
 */
export function oncePerRun<T>(key: string, create: () => Promise<T>): Promise<T> {
  const shared = globalThis as unknown as Record<string, Promise<T> | undefined>
  const name = `postcraft:${key}`
  shared[name] ??= create()
  return shared[name]
}
