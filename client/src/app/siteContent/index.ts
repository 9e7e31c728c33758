export { SiteContentProvider, useSiteContent } from './SiteContentProvider';
export { SiteThemeProvider } from './SiteThemeProvider';
