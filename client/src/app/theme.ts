import { createTheme, type CSSVariablesResolver, type MantineColorsTuple, type MantineTheme } from '@mantine/core';
import { SITE_DEFAULTS, type ColoursContent } from './siteDefaults';

/** Greys that end in black; shade 6, the one filled components use, is near the primary black. */
const DEFAULT_BRAND: MantineColorsTuple = [
  '#f5f5f5',
  '#e6e6e6',
  '#cccccc',
  '#b0b0b0',
  '#8a8a8a',
  '#5c5c5c',
  '#141414',
  '#000000',
  '#000000',
  '#000000',
];

/** The accent orange at shade 6, the shade Mantine uses for filled components. */
const DEFAULT_ACCENT: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd0a1',
  '#fcb570',
  '#f99b45',
  '#f3862a',
  '#ea6c0a',
  '#c95a06',
  '#a84a04',
  '#873b02',
];

/** Mantine's gray-6 reads at 3.3:1 on white; this grey keeps secondary text above 4.5:1. */
const DIMMED_TEXT = '#6b7280';

function hexToRgb(hex: string): [number, number, number] {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function mix(hex: string, target: [number, number, number], amount: number): string {
  return `#${hexToRgb(hex)
    .map((channel, i) => Math.round(channel + (target[i] - channel) * amount))
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')}`;
}

/**
 * Ten shades around a staff-chosen colour, the colour itself at shade 6 (the filled shade):
 * tints towards white below it, shades towards black above it.
 */
export function colourScale(hex: string): MantineColorsTuple {
  const white: [number, number, number] = [255, 255, 255];
  const black: [number, number, number] = [0, 0, 0];
  return [
    mix(hex, white, 0.92),
    mix(hex, white, 0.84),
    mix(hex, white, 0.68),
    mix(hex, white, 0.52),
    mix(hex, white, 0.36),
    mix(hex, white, 0.18),
    hex.toLowerCase(),
    mix(hex, black, 0.14),
    mix(hex, black, 0.28),
    mix(hex, black, 0.42),
  ];
}

const FONT = 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';

/** The Mantine theme for the site's colours; the defaults keep their hand-tuned scales. */
export function buildTheme(colours: ColoursContent = SITE_DEFAULTS.colours) {
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  return createTheme({
    primaryColor: 'brand',
    colors: {
      brand: same(colours.primary, SITE_DEFAULTS.colours.primary) ? DEFAULT_BRAND : colourScale(colours.primary),
      accent: same(colours.accent, SITE_DEFAULTS.colours.accent) ? DEFAULT_ACCENT : colourScale(colours.accent),
    },
    // Near-black is what auto contrast writes on light fills: white on the accent orange is too faint to read.
    black: '#141414',
    white: '#ffffff',
    autoContrast: true,
    luminanceThreshold: 0.25,
    fontFamily: FONT,
    headings: { fontFamily: FONT, fontWeight: '700' },
    defaultRadius: 'md',
    components: {
      // Clearable selects show an icon-only button; give it a name screen readers can say.
      Select: { defaultProps: { clearButtonProps: { 'aria-label': 'Clear selection' } } },
    },
    other: { colours },
  });
}

export const theme = buildTheme();

/** The site's colours as the theme carries them. */
export function themeColours(current: MantineTheme): ColoursContent {
  return (current.other.colours as ColoursContent | undefined) ?? SITE_DEFAULTS.colours;
}

/**
 * Body text and page background follow the site content; headings stay near-black (global.css).
 * The --site-* variables let CSS modules use the content colours that have no Mantine scale.
 */
export const cssVariablesResolver: CSSVariablesResolver = (current) => {
  const colours = themeColours(current);
  return {
    variables: {
      '--site-navigation-background': colours.navigationBackground,
      '--site-primary': colours.primary,
      '--site-accent': colours.accent,
    },
    light: {
      '--mantine-color-text': colours.text,
      '--mantine-color-body': colours.background,
      '--mantine-color-dimmed': DIMMED_TEXT,
      // Field errors: Mantine's red-6 reads at 3.3:1 on white; red-9 at 5.4:1.
      '--mantine-color-error': 'var(--mantine-color-red-9)',
    },
    dark: {},
  };
};
