import { lazy, type ComponentType } from 'react';

/** The pages that load on first visit, by file (the home and not-found pages come with the app). */
const PAGE_FILES = import.meta.glob<Record<string, ComponentType<never>>>([
  '../pages/**/*Page.tsx',
  '!../pages/home/**',
  '!../pages/NotFoundPage.tsx',
  '!../pages/legal/LegalPage.tsx',
]);

export interface LazyPage<P extends object> {
  (props: P): React.JSX.Element;
  /** The page's source file from the client folder (src/pages/...), as the build manifest names it. */
  file: string;
  /** Downloads the page's code; once it has resolved, the page renders without suspending. */
  preload(): Promise<void>;
}

/**
 * A page whose code downloads on first visit (through React.lazy) or ahead of it (`preload`).
 * `name` is the page's file under src/pages without `.tsx`; the file exports a component of the
 * same name (`about/AboutPage` exports AboutPage).
 */
export function page<P extends object = object>(name: string): LazyPage<P> {
  const importFile = PAGE_FILES[`../pages/${name}.tsx`];
  if (!importFile) throw new Error(`No page file src/pages/${name}.tsx`);
  const exported = name.slice(name.lastIndexOf('/') + 1);
  let Loaded: ComponentType<P> | undefined;
  const load = () =>
    importFile().then((module) => {
      const component = module[exported] as ComponentType<P> | undefined;
      if (!component) throw new Error(`src/pages/${name}.tsx exports no ${exported}`);
      Loaded = component;
      return component;
    });
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  // Lazy resolves only after Loaded is set, so a mounted page never swaps one for the other.
  const Page = (props: P) => (Loaded ? <Loaded {...props} /> : <Lazy {...props} />);
  Page.file = `src/pages/${name}.tsx`;
  Page.preload = () => load().then(() => undefined);
  return Page;
}

export function isLazyPage(type: unknown): type is LazyPage<object> {
  return typeof type === 'function' && typeof (type as Partial<LazyPage<object>>).preload === 'function';
}
