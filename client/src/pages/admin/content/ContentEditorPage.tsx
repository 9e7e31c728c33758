import { useCallback, useEffect, useRef, useState } from 'react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Center,
  Container,
  Group,
  Loader,
  NavLink,
  Paper,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconCheck,
  IconDeviceFloppy,
  IconExternalLink,
  IconLayoutNavbar,
  IconMessageStar,
  IconPalette,
  IconPhone,
  IconPhoto,
  IconTool,
} from '@tabler/icons-react';
import { FormikProvider, setNestedObjectValues, useFormik, type FormikTouched } from 'formik';
import { SITE_SECTIONS, type SiteSectionName } from '@dealer/schema';
import { useCan } from '../../../app/auth/permissions';
import { errorText } from '../../../app/errors';
import { useRefreshSiteContent } from '../../../app/siteContent';
import { useUnsavedChanges } from '../../../components/admin/UnsavedChanges';
import { useContentEditorSaveSectionMutation, useContentEditorSectionsQuery } from '../../../gql/graphql';
import {
  LOAD_FAILED,
  SAVED_BANNER_MS,
  SAVED_MESSAGE,
  SAVE_FAILED,
  SECTION_LABELS,
  changedSections,
  firstInvalidSection,
  toContentValues,
  toSectionValues,
  validateContent,
  type ContentValues,
} from './contentForm';
import { SectionFields } from './sections';
import classes from './ContentEditor.module.css';
import { usePageTitle } from '../../../app/pageTitle';

const SECTION_ICONS: Record<SiteSectionName, typeof IconPhoto> = {
  hero: IconLayoutNavbar,
  heroImages: IconPhoto,
  services: IconTool,
  contact: IconPhone,
  colours: IconPalette,
  testimonial: IconMessageStar,
};

const SECTION_OPTIONS = SITE_SECTIONS.map((section) => ({ value: section, label: SECTION_LABELS[section] }));

type Banner = { kind: 'saved' } | { kind: 'failed'; message: string };

/** /content-editor: the site's texts, pictures and colours, section by section. */
export function ContentEditorPage() {
  usePageTitle('Content Editor | Leicester Commercial Trucks');
  // Always from the server: the form starts from what the site shows now.
  const [{ data, error, fetching }, reload] = useContentEditorSectionsQuery({ requestPolicy: 'network-only' });
  // The form is built once, from the first answer; later answers (urql refetches after each save) do not reset it.
  const [initial, setInitial] = useState<ContentValues | null>(null);
  if (!initial && data) setInitial(toContentValues(data.siteContent));

  if (initial) return <ContentEditor initial={initial} />;
  return (
    <Container size="xl" py="xl">
      <Title order={1} mb="lg">
        Content Editor
      </Title>
      {error && !fetching ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{LOAD_FAILED}</Text>
            <Button size="xs" variant="white" color="red" onClick={() => reload({ requestPolicy: 'network-only' })}>
              Try again
            </Button>
          </Group>
        </Alert>
      ) : (
        <Center py={80}>
          <Loader aria-label="Loading content" />
        </Center>
      )}
    </Container>
  );
}

function ContentEditor({ initial }: { initial: ContentValues }) {
  const canWrite = useCan('catalogue:write');
  const [, saveSection] = useContentEditorSaveSectionMutation();
  const refreshSiteContent = useRefreshSiteContent();
  // What the server holds: the sections that differ from it are the ones a save sends.
  const [saved, setSaved] = useState<ContentValues>(initial);
  const [active, setActive] = useState<SiteSectionName>('hero');
  const [saving, setSaving] = useState(false);
  const [banner, setBanner] = useState<Banner | null>(null);
  const [uploading, setUploading] = useState<ReadonlySet<string>>(new Set());
  // A second click lands before React re-renders the disabled button: this stops it at once.
  const busy = useRef(false);

  const formik = useFormik<ContentValues>({
    initialValues: initial,
    validate: validateContent,
    onSubmit: () => undefined,
  });
  const changed = changedSections(formik.values, saved);
  const dirty = changed.length > 0;
  const { prompt } = useUnsavedChanges(canWrite && dirty);

  useEffect(() => {
    if (banner?.kind !== 'saved') return;
    const timer = window.setTimeout(() => setBanner(null), SAVED_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [banner]);

  const onUploadingChange = useCallback((field: string, busyUploading: boolean) => {
    setUploading((current) => {
      const next = new Set(current);
      if (busyUploading) next.add(field);
      else next.delete(field);
      return next;
    });
  }, []);

  const save = async () => {
    if (busy.current) return;
    busy.current = true;
    setSaving(true);
    setBanner(null);
    try {
      const errors = await formik.validateForm();
      const invalid = firstInvalidSection(errors);
      if (invalid) {
        void formik.setTouched(setNestedObjectValues<FormikTouched<ContentValues>>(errors, true), false);
        setActive(invalid);
        return;
      }
      const values = formik.values;
      // One section at a time, in the sidebar's order; the first failure stops the rest (back-office spec).
      for (const section of changedSections(values, saved)) {
        const result = await saveSection({ section, content: values[section] as unknown as Record<string, unknown> });
        const answer = result.data?.updateSiteSection;
        if (result.error || !answer) {
          setBanner({ kind: 'failed', message: errorText(result.error, SAVE_FAILED) });
          setActive(section);
          return;
        }
        // The server's copy (trimmed, pictures stored) becomes both the form's and the saved state.
        const stored = toSectionValues(section, answer.content);
        setSaved((current) => ({ ...current, [section]: stored }));
        void formik.setFieldValue(section, stored, false);
      }
      refreshSiteContent();
      setBanner({ kind: 'saved' });
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

  const errorSections = new Set(
    SITE_SECTIONS.filter((section) => formik.errors[section] !== undefined && formik.touched[section] !== undefined),
  );

  return (
    <Container size="xl" py="xl">
      {prompt}
      <Group justify="space-between" align="flex-start" mb="lg" gap="sm">
        <Stack gap={4}>
          <Group gap="sm" align="center">
            <Title order={1} fz={{ base: 28, sm: 34 }}>
              Content Editor
            </Title>
            {!canWrite && (
              <Badge color="gray" variant="light" size="lg">
                Read-only
              </Badge>
            )}
          </Group>
          <Text c="dimmed">The texts, pictures and colours of your website.</Text>
        </Stack>
        <Button
          component="a"
          href="/"
          target="_blank"
          rel="noopener noreferrer"
          variant="default"
          leftSection={<IconExternalLink size={16} aria-hidden />}
        >
          Preview
        </Button>
      </Group>

      <Select
        hiddenFrom="sm"
        mb="md"
        label="Section"
        data={SECTION_OPTIONS}
        value={active}
        onChange={(value) => value && setActive(value as SiteSectionName)}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />

      <div className={classes.layout}>
        <Box component="nav" aria-label="Content sections" className={classes.sidebar} visibleFrom="sm">
          <Paper withBorder radius="md" p={4}>
            {SITE_SECTIONS.map((section) => {
              const Icon = SECTION_ICONS[section];
              const hasError = errorSections.has(section);
              return (
                <NavLink
                  key={section}
                  component="button"
                  type="button"
                  label={SECTION_LABELS[section]}
                  description={changed.includes(section) ? 'Unsaved changes' : undefined}
                  leftSection={<Icon size={18} aria-hidden />}
                  rightSection={hasError ? <IconAlertCircle size={16} color="var(--mantine-color-red-8)" aria-label="Has errors" /> : null}
                  active={active === section}
                  aria-current={active === section ? 'true' : undefined}
                  color="accent"
                  variant="light"
                  onClick={() => setActive(section)}
                  style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                />
              );
            })}
          </Paper>
        </Box>

        <div className={classes.panel}>
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
            <FormikProvider value={formik}>
              <fieldset className={classes.fieldset} disabled={!canWrite || saving} aria-label={SECTION_LABELS[active]}>
                <SectionFields section={active} onUploadingChange={onUploadingChange} />
              </fieldset>
            </FormikProvider>
          </Paper>
          {/* Stays in view while a long section scrolls, with the outcome of a save next to the button. */}
          {canWrite && (
            <div className={classes.saveBar}>
              {banner?.kind === 'saved' && (
                <Alert color="green" icon={<IconCheck aria-hidden />} role="status" mb="sm">
                  {SAVED_MESSAGE}
                </Alert>
              )}
              {banner?.kind === 'failed' && (
                <Alert
                  color="red"
                  icon={<IconAlertCircle aria-hidden />}
                  role="alert"
                  mb="sm"
                  withCloseButton
                  closeButtonLabel="Dismiss"
                  onClose={() => setBanner(null)}
                >
                  {banner.message}
                </Alert>
              )}
              <Group justify="space-between" gap="sm" wrap="nowrap">
                <Text size="sm" c="dimmed" lineClamp={2}>
                  {uploading.size > 0
                    ? 'Uploading picture...'
                    : dirty
                      ? `Unsaved changes: ${changed.map((section) => SECTION_LABELS[section]).join(', ')}`
                      : 'No unsaved changes'}
                </Text>
                <Button
                  color="accent"
                  leftSection={<IconDeviceFloppy size={16} aria-hidden />}
                  onClick={() => void save()}
                  disabled={saving || !dirty || uploading.size > 0}
                  style={{ flex: 'none' }}
                >
                  {saving ? 'Saving...' : 'Save Changes'}
                </Button>
              </Group>
            </div>
          )}
        </div>
      </div>
    </Container>
  );
}
