import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useSiteContentQuery } from '../../gql/graphql';
import { SITE_DEFAULTS, type SiteContent } from '../siteDefaults';
import { mergeSiteContent } from './mergeSiteContent';

// Outside the provider (a component test, say) the defaults are what the first paint shows anyway.
const SiteContentContext = createContext<SiteContent>(SITE_DEFAULTS);
const RefreshContext = createContext<() => void>(() => undefined);

/**
 * Loads the editable site content once and offers it, merged over the defaults, to every page.
 * Children render at once with the defaults; the content replaces them when it arrives. When staff
 * save a section, urql refetches this query (the mutation returns a SiteSection), so the change
 * shows at once, colours included.
 */
export function SiteContentProvider({ children }: { children: ReactNode }) {
  const [result, reexecute] = useSiteContentQuery();
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  const failure = result.error?.message;
  useEffect(() => {
    if (failure) console.warn('Failed to load site content; showing the defaults.', failure);
  }, [failure]);
  const sections = result.data?.siteContent;
  const content = useMemo(() => mergeSiteContent(sections), [sections]);
  return (
    <RefreshContext.Provider value={refresh}>
      <SiteContentContext.Provider value={content}>{children}</SiteContentContext.Provider>
    </RefreshContext.Provider>
  );
}

/** The site content: contact details ({phone}, {email}), hero, services, testimonial, colours. */
export function useSiteContent(): SiteContent {
  return useContext(SiteContentContext);
}

/**
 * Reads the site content again. Each saved section makes urql refetch it, but a refetch asked for
 * while an earlier one is on its way is merged into it and may miss the last section saved.
 */
export function useRefreshSiteContent(): () => void {
  return useContext(RefreshContext);
}
