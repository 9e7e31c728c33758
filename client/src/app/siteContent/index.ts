export { SiteContentProvider, useRefreshSiteContent, useSiteContent } from './SiteContentProvider';
export { SiteThemeProvider } from './SiteThemeProvider';
