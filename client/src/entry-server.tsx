import type { DocumentNode, ExecutionResult } from 'graphql';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { Client, cacheExchange, makeErrorResult, makeResult, ssrExchange, type Exchange, type SSRData } from 'urql';
import { filter, fromPromise, mergeMap, pipe } from 'wonka';
import { App } from './app/App';
import { lazyPagesAt, routeKind } from './app/AppRoutes';
import { PageTitleContext } from './app/pageTitle';

/** Runs one GraphQL query inside the server, as an anonymous visitor. */
export type Execute = (request: { query: DocumentNode; variables?: Record<string, unknown> }) => Promise<ExecutionResult>;

export interface Prerendered {
  /** The page's markup, for the root element. */
  html: string;
  /** The answers it was drawn from, for the browser's first render (see createUrqlClient). */
  data: SSRData;
  status: 200 | 404;
  /** The source files of the page's own code (src/pages/...): their styles and scripts go in the head. */
  pages: string[];
  /** The page's title (see usePageTitle). */
  title?: string;
}

/** Answers the page's queries through `execute`; mutations never run while prerendering. */
function executeExchange(execute: Execute): Exchange {
  return () => (operations$) =>
    pipe(
      operations$,
      filter((operation) => operation.kind === 'query'),
      mergeMap((operation) =>
        fromPromise(
          execute({ query: operation.query, variables: operation.variables as Record<string, unknown> }).then(
            (result) => makeResult(operation, result),
            (error: Error) => makeErrorResult(operation, error),
          ),
        ),
      ),
    );
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  return html;
}

/**
 * The public page at `url` as HTML, with its data, for the browser to paint before the app's
 * JavaScript has run; the app then draws the same page over it. Back-office screens are not
 * prerendered (null): they need the signed-in person, whom only the browser knows.
 */
export async function prerender(url: string, execute: Execute, signal?: AbortSignal): Promise<Prerendered | null> {
  const { pathname } = new URL(url, 'http://localhost');
  const kind = routeKind(pathname);
  if (kind === 'staff') return null;
  const ssr = ssrExchange({ isClient: false });
  const client = new Client({
    url: '/graphql',
    // Components wait for their data, so the page comes out finished.
    suspense: true,
    exchanges: [cacheExchange, ssr, executeExchange(execute)],
  });
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  let title: string | undefined;
  const page = (
    <PageTitleContext.Provider value={(pageTitle) => (title = pageTitle)}>
      <App client={client} router={Router} />
    </PageTitleContext.Provider>
  );
  // One piece: no part of the page held back for a script to reveal (which the CSP would refuse).
  const { prelude } = await prerenderToNodeStream(page, { signal, progressiveChunkSize: Number.POSITIVE_INFINITY });
  return {
    html: await readAll(prelude),
    data: ssr.extractData(),
    status: kind === 'not-found' ? 404 : 200,
    pages: lazyPagesAt(pathname).map((p) => p.file),
    title,
  };
}
