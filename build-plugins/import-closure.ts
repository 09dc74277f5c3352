import type { Plugin } from "vite";

/**
 * The modules a client module reaches through static imports, gathered at the end of the client build, for a Rolldown
 * `codeSplitting` group. Every page loads the root route and the client entry with what they import: left to the
 * automatic split, those modules land in a dozen small chunks (one per set of routes sharing them), each compressed on
 * its own; one chunk for each is about 2.5 KB gzip lighter and 17 requests fewer on a first load (bench/RESULTS.md).
 * Only static imports count: what is loaded on demand stays in its own chunks.
 */
export function importClosureOf(moduleSuffix: string): { plugin: Plugin; includes: (moduleId: string) => boolean } {
  const closure = new Set<string>();
  const plugin: Plugin = {
    name: `bouquinerie:import-closure:${moduleSuffix}`,
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      const start = [...this.getModuleIds()].find((id) => id.endsWith(moduleSuffix));
      if (!start) return;
      closure.clear();
      for (const id of staticImportClosure(start, (id) => this.getModuleInfo(id)?.importedIds ?? [])) closure.add(id);
    },
  };
  return { plugin, includes: (moduleId) => closure.has(moduleId) };
}

/** `start` and every module it reaches through static imports; dynamic imports are not followed. */
export function staticImportClosure(start: string, staticImportsOf: (id: string) => readonly string[]): Set<string> {
  const reached = new Set<string>();
  const pending = [start];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    pending.push(...staticImportsOf(id));
  }
  return reached;
}
