import { Box, Button, CheckIcon, ColorInput, ColorSwatch, Group, Paper, SimpleGrid, Stack, Text, Title, rgba } from '@mantine/core';
import { useFormikContext } from 'formik';
import { DEFAULT_HERO_IMAGE } from '../../../app/siteDefaults';
import {
  COLOUR_PRESETS,
  DEFAULT_NAVIGATION_BACKGROUND,
  NAVIGATION_SWATCHES,
  SECTION_LABELS,
  type ContentValues,
} from './contentForm';
import { useFieldError } from './fields';
import classes from './ContentEditor.module.css';

type ColourKey = keyof ContentValues['colours'];

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** How opaque the site's header is once the page scrolls under it (components/layout/Header.tsx). */
const NAVIGATION_OPACITY = 0.92;

function Swatches({
  colours,
  value,
  label,
  onPick,
  defaultColour,
}: {
  colours: readonly string[];
  value: string;
  label: string;
  onPick: (colour: string) => void;
  defaultColour?: string;
}) {
  return (
    <Group gap={6} role="group" aria-label={`${label} presets`}>
      {colours.map((colour) => {
        const chosen = same(colour, value);
        const isDefault = defaultColour !== undefined && same(colour, defaultColour);
        return (
          <ColorSwatch
            key={colour}
            component="button"
            type="button"
            color={colour}
            size={26}
            radius="sm"
            className={classes.swatch}
            aria-label={`${label}: ${colour}${isDefault ? ' (default)' : ''}`}
            aria-pressed={chosen}
            title={isDefault ? `${colour} (default)` : colour}
            onClick={() => onPick(colour)}
          >
            {chosen && <CheckIcon size={10} color={contrastOn(colour)} />}
          </ColorSwatch>
        );
      })}
    </Group>
  );
}

/** Black or white, whichever reads on `hex`. */
function contrastOn(hex: string): string {
  if (!HEX.test(hex)) return '#000';
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? '#000' : '#fff';
}

function ColourField({ name, label, description, swatches, defaultColour }: {
  name: ColourKey;
  label: string;
  description: string;
  swatches: readonly string[];
  defaultColour?: string;
}) {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<ContentValues>();
  const path = `colours.${name}`;
  const value = values.colours[name];
  const pick = (colour: string) => {
    void setFieldValue(path, colour);
    void setFieldTouched(path, true, false);
  };
  return (
    <Stack gap={6}>
      <ColorInput
        label={label}
        description={description}
        format="hex"
        value={value}
        onChange={(colour) => void setFieldValue(path, colour)}
        onBlur={() => void setFieldTouched(path, true)}
        error={useFieldError(path)}
        withEyeDropper={false}
        popoverProps={{ withinPortal: true }}
      />
      <Swatches colours={swatches} value={value} label={label} onPick={pick} defaultColour={defaultColour} />
    </Stack>
  );
}

/** Header, navigation and a bit of page in the chosen colours, the header as translucent as the site's. */
function ThemePreview() {
  const { values } = useFormikContext<ContentValues>();
  const valid = (colour: string, fallback: string) => (HEX.test(colour) ? colour : fallback);
  const primary = valid(values.colours.primary, '#000000');
  const accent = valid(values.colours.accent, '#ea6c0a');
  const background = valid(values.colours.background, '#ffffff');
  const text = valid(values.colours.text, '#374151');
  const navigation = valid(values.colours.navigationBackground, DEFAULT_NAVIGATION_BACKGROUND);
  // The site's header writes white and light grey whatever its background (components/layout/Layout.module.css).
  const navText = '#e9ecef';
  const lightNavigation = contrastOn(navigation) === '#000';
  const picture = values.hero.backgroundImage || DEFAULT_HERO_IMAGE;
  return (
    <Paper withBorder radius="md" className={classes.preview} aria-label="Theme preview" role="figure">
      <Box className={classes.previewHero} style={{ backgroundImage: `url("${picture}")` }}>
        <Group
          className={classes.previewNav}
          style={{ backgroundColor: rgba(navigation, NAVIGATION_OPACITY) }}
          justify="space-between"
          wrap="nowrap"
          data-testid="preview-navigation"
        >
          <Group gap={8} wrap="nowrap" miw={0}>
            <Box className={classes.previewMark} style={{ backgroundColor: accent }} aria-hidden />
            <Text fw={800} size="sm" c="#ffffff" truncate>
              {values.contact.company_name || 'Your company'}
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap" visibleFrom="xs">
            <Text size="xs" fw={600} c={accent}>
              Home
            </Text>
            <Text size="xs" fw={600} c={navText}>
              Trucks
            </Text>
          </Group>
        </Group>
      </Box>
      {lightNavigation && (
        <Text size="xs" c="orange.9" px="md" pt="xs" bg="orange.0">
          The menu text is white: on a light navigation background it is hard to read.
        </Text>
      )}
      <Box p="md" style={{ backgroundColor: background }}>
        <Text fw={700} c={text}>
          {values.hero.title || 'Your headline'}
        </Text>
        <Text size="sm" c={text} mb="sm">
          Body text in your text colour.
        </Text>
        <Group gap="xs">
          <Button size="xs" color={primary} tabIndex={-1}>
            Primary
          </Button>
          <Button size="xs" color={accent} tabIndex={-1}>
            Accent
          </Button>
        </Group>
      </Box>
    </Paper>
  );
}

export function ColoursFields() {
  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          {SECTION_LABELS.colours}
        </Title>
        <Text c="dimmed" size="sm">
          The site&apos;s colours. Pick a preset or enter any #rrggbb colour.
        </Text>
      </div>
      <div className={classes.coloursLayout}>
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <ColourField name="primary" label="Primary Colour" description="Buttons and headings" swatches={COLOUR_PRESETS} />
            <ColourField name="accent" label="Accent Colour" description="Highlights, icons and links" swatches={COLOUR_PRESETS} />
            <ColourField name="background" label="Background Colour" description="Page background" swatches={COLOUR_PRESETS} />
            <ColourField name="text" label="Text Colour" description="Body text" swatches={COLOUR_PRESETS} />
          </SimpleGrid>
          <ColourField
            name="navigationBackground"
            label="Navigation Background"
            description="The header and menu bar"
            swatches={NAVIGATION_SWATCHES}
            defaultColour={DEFAULT_NAVIGATION_BACKGROUND}
          />
        </Stack>
        <Stack gap={6} className={classes.previewColumn}>
          <Text size="sm" fw={500}>
            Preview
          </Text>
          <ThemePreview />
        </Stack>
      </div>
    </Stack>
  );
}
