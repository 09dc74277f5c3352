import type { Plugin } from "vite";

/**
 * Every page loads the root route and what it imports. Left to the automatic split, those modules land in a dozen
 * small chunks (one per set of routes sharing them), each compressed on its own: one chunk for all of them is about
 * 2.5 KB gzip lighter and 17 requests fewer on a first load (bench/RESULTS.md). Only static imports count: what the
 * shell loads on demand stays in its own chunks.
 */
export function appShellChunk(): { plugin: Plugin; isInShell: (moduleId: string) => boolean } {
  const shell = new Set<string>();
  const plugin: Plugin = {
    name: "bouquinerie:app-shell-chunk",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      const root = [...this.getModuleIds()].find((id) => id.endsWith("/app/root.tsx"));
      if (!root) return;
      shell.clear();
      for (const id of staticImportClosure(root, (id) => this.getModuleInfo(id)?.importedIds ?? [])) shell.add(id);
    },
  };
  return { plugin, isInShell: (moduleId) => shell.has(moduleId) };
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
