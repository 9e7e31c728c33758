import { useDocumentTitle } from '@mantine/hooks';
import { createContext, useContext } from 'react';

/** Where the server's prerender hears each page's title (see entry-server.tsx); unset in the browser. */
export const PageTitleContext = createContext<((title: string) => void) | null>(null);

/** The page's title in the browser tab; a prerendered page arrives with it in its head too. */
export function usePageTitle(title: string): void {
  useContext(PageTitleContext)?.(title);
  useDocumentTitle(title);
}
