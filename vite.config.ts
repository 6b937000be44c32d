import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * The modules every page loads: what the client entry and the root route import statically. The
 * bundler cannot know that the root route always comes with every page, so by default it cuts them
 * into dozens of small chunks shared by various sets of routes (each gzipped apart: ~10 kB more on
 * the first load, issue 2's budget). The client build groups them instead into two chunks: the
 * libraries (rarely change, cached long) and the site's shell.
 */
const shellModules = new Set<string>();
const SHELL_STARTS = /\/app\/(?:root|entry\.client)\.tsx(?:\?|$)/;
/**
 * The home page, the most visited entry: the small modules it shares with other pages (section,
 * stat, testimonial card, a few icons, JSON-LD…) would each become a chunk of a few hundred bytes,
 * every one a request and a gzip stream of its own. They are grouped into one chunk instead.
 */
const homeModules = new Set<string>();
const HOME_ROUTE = /\/app\/features\/site\/routes\/home\.tsx(?:\?|$)/;
/** The modules `starts` import statically, transitively, except those in `skip`. */
function staticClosure(
  context: {
    getModuleIds(): IterableIterator<string>;
    getModuleInfo(id: string): { importedIds: readonly string[] } | null;
  },
  starts: RegExp,
  skip: ReadonlySet<string> = new Set(),
): Set<string> {
  const modules = new Set<string>();
  const queue = [...context.getModuleIds()].filter((id) => starts.test(id));
  while (queue.length > 0) {
    const id = queue.pop()!;
    for (const dependency of context.getModuleInfo(id)?.importedIds ?? []) {
      if (modules.has(dependency) || skip.has(dependency) || starts.test(dependency)) continue;
      modules.add(dependency);
      queue.push(dependency);
    }
  }
  return modules;
}

function collectShellModules(): Plugin {
  return {
    name: "ga:shell-modules",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      shellModules.clear();
      for (const id of staticClosure(this, SHELL_STARTS)) shellModules.add(id);
      // The root route's own code too (its route chunk then only re-exports it).
      for (const id of this.getModuleIds()) if (/\/app\/root\.tsx$/.test(id)) shellModules.add(id);
      homeModules.clear();
      const skip = new Set(
        [...shellModules].concat([...this.getModuleIds()].filter((id) => SHELL_STARTS.test(id))),
      );
      // A moved home route must not silently lose its grouping (the first load would grow).
      if (![...this.getModuleIds()].some((id) => HOME_ROUTE.test(id)))
        this.error(`vite.config.ts: no module matches HOME_ROUTE ${HOME_ROUTE}`);
      const home = staticClosure(this, HOME_ROUTE, skip);
      const homeOwn = (importer: string) => home.has(importer) || HOME_ROUTE.test(importer);
      for (const id of home) {
        const importers = this.getModuleInfo(id)?.importers ?? [];
        // Only the home page's code goes to its route chunk anyway; what it shares with other
        // pages is grouped.
        if (importers.every(homeOwn)) continue;
        homeModules.add(id);
      }
    },
  };
}

const isLibrary = (id: string) => id.includes("/node_modules/");

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), collectShellModules()],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "vendor", test: (id) => shellModules.has(id) && isLibrary(id), priority: 2 },
                { name: "shell", test: (id) => shellModules.has(id) && !isLibrary(id), priority: 1 },
                { name: "home-kit", test: (id) => homeModules.has(id), priority: 0 },
              ],
            },
          },
        },
      },
    },
  },
});
