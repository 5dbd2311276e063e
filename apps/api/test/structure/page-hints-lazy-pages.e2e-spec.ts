import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LAZY_PAGES } from '../../src/infra/web/page-hints.js';

const WEB = fileURLToPath(new URL('../../../web/', import.meta.url));
const PATHS_FILE = 'src/config/paths.ts';
const ROUTER_FILE = 'src/app/app-root.tsx';

interface WebSources {
  paths: string;
  router: string;
  /** Whether a file exists under apps/web. */
  exists: (file: string) => boolean;
}

/** `name: '/path'` entries of config/paths.ts, path → key. */
function pathKeys(pathsSource: string): Map<string, string> {
  return new Map([...pathsSource.matchAll(/^\s*(\w+): '([^']*)',/gm)].map((match) => [match[2]!, match[1]!]));
}

/** The page component of each route, the source module of each lazy component, the static page imports. */
function routerFacts(router: string) {
  const routeComponent = new Map(
    [...router.matchAll(/<Route path=\{paths\.(\w+)\} element=\{<(\w+) \/>\} \/>/g)].map((match) => [
      match[1]!,
      match[2]!,
    ]),
  );
  const lazySource = new Map(
    [...router.matchAll(/const (\w+) = lazyNamed\(\s*\(\) => import\('([^']+)'\)/g)].map((match) => [
      match[1]!,
      match[2]!,
    ]),
  );
  const staticImports = new Set(
    [...router.matchAll(/^import \{ (\w+) \} from '\.\/routes\//gm)].map((match) => match[1]!),
  );
  return { routeComponent, lazySource, staticImports };
}

/** './routes/x' imported from src/app/app-root.tsx, as Vite's manifest names the module. */
const manifestName = (specifier: string): string =>
  specifier.startsWith('./') ? `src/app/${specifier.slice(2)}.tsx` : `${specifier.replace(/^@\//, 'src/')}.tsx`;

/**
 * What keeps page-hints.ts's LAZY_PAGES true to the web app: each of its paths is a path of config/paths.ts whose
 * route renders a lazily imported page, from the module it names; the home page, which page-hints serves too,
 * comes with the entry (or else it would have to be listed); the router's LANDING_PAGES, whose modules the first
 * render waits for, are the same pages. Answers the disagreements, none when all is well.
 */
function lazyPageDrift(lazyPages: Readonly<Record<string, string>>, web: WebSources): string[] {
  const keys = pathKeys(web.paths);
  const { routeComponent, lazySource, staticImports } = routerFacts(web.router);
  const problems: string[] = [];
  for (const [path, source] of Object.entries(lazyPages)) {
    const key = keys.get(path);
    if (!key) {
      problems.push(`${path}: not a path of ${PATHS_FILE}`);
      continue;
    }
    const component = routeComponent.get(key);
    if (!component) {
      problems.push(`${path}: no <Route path={paths.${key}}> in ${ROUTER_FILE}`);
      continue;
    }
    const specifier = lazySource.get(component);
    if (!specifier) problems.push(`${path}: ${component} is not loaded lazily`);
    else if (manifestName(specifier) !== source) problems.push(`${path}: the router loads ${manifestName(specifier)}`);
    if (!web.exists(source)) problems.push(`${path}: ${source} does not exist`);
  }
  // The router waits for these pages' modules before its first render (main.tsx): the same pages.
  const landing = /const LANDING_PAGES[^=]*= \{([^}]*)\}/.exec(web.router);
  const landingPaths = [...(landing?.[1] ?? '').matchAll(/\[paths\.(\w+)\]/g)].map((match) => match[1]!);
  const lazyKeys = Object.keys(lazyPages).flatMap((path) => keys.get(path) ?? []);
  if (lazyKeys.length === Object.keys(lazyPages).length && landingPaths.sort().join() !== lazyKeys.sort().join()) {
    problems.push(`LANDING_PAGES of ${ROUTER_FILE} names ${landingPaths.join(', ') || 'nothing'}`);
  }
  const homeKey = keys.get('/');
  const home = homeKey ? routeComponent.get(homeKey) : undefined;
  if (!home) problems.push(`/: no home route in ${ROUTER_FILE}`);
  else if (lazySource.has(home) && !lazyPages['/']) problems.push(`/: ${home} is lazy but not in LAZY_PAGES`);
  else if (!lazySource.has(home) && !staticImports.has(home)) problems.push(`/: ${home} is imported from elsewhere`);
  return problems;
}

describe("page-hints' LAZY_PAGES (the lazy pages whose chunks a document announces)", () => {
  const web: WebSources = {
    paths: readFileSync(`${WEB}${PATHS_FILE}`, 'utf8'),
    router: readFileSync(`${WEB}${ROUTER_FILE}`, 'utf8'),
    exists: (file) => existsSync(`${WEB}${file}`),
  };

  it("names the web app's paths and the modules its router imports lazily for them", () => {
    expect(Object.keys(LAZY_PAGES).length).toBeGreaterThan(0);
    expect(lazyPageDrift(LAZY_PAGES, web)).toEqual([]);
  });

  it('tells a renamed path, a page moved to another module and a home page made lazy', () => {
    const renamed = { ...web, paths: web.paths.replace("allGoods: '/all_goods',", "allGoods: '/goods',") };
    expect(lazyPageDrift(LAZY_PAGES, renamed)).toEqual(['/all_goods: not a path of src/config/paths.ts']);

    const moved = {
      ...web,
      router: web.router.replace("import('./routes/goods-detail-page')", "import('./x/detail')"),
    };
    expect(lazyPageDrift(LAZY_PAGES, moved)).toEqual(['/all_goods/detail: the router loads src/app/x/detail.tsx']);

    const lazyHome = {
      ...web,
      router: web.router
        .replace("import { HomePage } from './routes/home-page';", '')
        .replace(
          'const LoginPage =',
          "const HomePage = lazyNamed(() => import('./routes/home-page'), 'HomePage');\nconst LoginPage =",
        ),
    };
    expect(lazyPageDrift(LAZY_PAGES, lazyHome)).toEqual(['/: HomePage is lazy but not in LAZY_PAGES']);

    const notLanding = { ...web, router: web.router.replace('[paths.goodsDetail]: GoodsDetailPage,', '') };
    expect(lazyPageDrift(LAZY_PAGES, notLanding)).toEqual([`LANDING_PAGES of ${ROUTER_FILE} names allGoods`]);

    const missing = { ...web, exists: (file: string) => !file.endsWith('all-goods-page.tsx') };
    expect(lazyPageDrift(LAZY_PAGES, missing)).toEqual([
      '/all_goods: src/app/routes/all-goods-page.tsx does not exist',
    ]);
  });
});
