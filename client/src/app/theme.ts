import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { SITE_DEFAULTS } from './siteDefaults';

/** Greys that end in black; shade 6, the one filled components use, is the primary black. */
const brand: MantineColorsTuple = [
  '#f5f5f5',
  '#e6e6e6',
  '#cccccc',
  '#b0b0b0',
  '#8a8a8a',
  '#5c5c5c',
  '#141414',
  SITE_DEFAULTS.colours.primary,
  SITE_DEFAULTS.colours.primary,
  SITE_DEFAULTS.colours.primary,
];

/** The accent orange at shade 6, the shade Mantine uses for filled components. */
const accent: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd0a1',
  '#fcb570',
  '#f99b45',
  '#f3862a',
  SITE_DEFAULTS.colours.accent,
  '#c95a06',
  '#a84a04',
  '#873b02',
];

export const theme = createTheme({
  primaryColor: 'brand',
  colors: { brand, accent },
  // Near-black is what auto contrast writes on light fills: white on the accent orange is too faint to read.
  black: '#141414',
  white: SITE_DEFAULTS.colours.background,
  autoContrast: true,
  luminanceThreshold: 0.25,
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
  headings: {
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
    fontWeight: '700',
  },
  defaultRadius: 'md',
  other: {
    navigationBackground: SITE_DEFAULTS.colours.navigationBackground,
  },
});

/** Body text is the site's grey; headings stay near-black (see global.css). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-text': SITE_DEFAULTS.colours.text },
  dark: {},
});
