import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Checkbox, Group, Modal, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useFormik, type FormikErrors } from 'formik';
import {
  PART_AVAILABILITY,
  PART_CATEGORIES,
  PART_CONDITIONS,
  PART_LIMITS,
  PART_WARRANTIES,
  partInputSchema,
  type PartInput as PartBody,
} from '@dealer/schema';
import { errorText } from '../../../app/errors';
import { validateWith, withCurrent } from '../../../components/admin/formRules';
import { ImageListInput } from '../../../components/admin/ImageListInput';
import { useUnsavedChanges } from '../../../components/admin/UnsavedChanges';
import {
  useCreatePartMutation,
  useUpdatePartMutation,
  type AdminPartFragment,
  type PartInput,
} from '../../../gql/graphql';

/** What the form holds, named as the shared rules and the REST API name a part's fields. */
export interface PartFormValues {
  name: string;
  part_number: string;
  category: string;
  condition: string;
  compatibility: string;
  description: string;
  price: string;
  availability: string;
  warranty: string;
  images: string[];
  featured: boolean;
}

/** Add (no id, maybe prefilled by Duplicate) or edit (id). */
export interface PartFormTarget {
  id?: number;
  values: PartFormValues;
}

const EMPTY: PartFormValues = {
  name: '',
  part_number: '',
  category: '',
  condition: '',
  compatibility: '',
  description: '',
  price: '',
  availability: '',
  warranty: '',
  images: [],
  featured: false,
};

/** The spec's words for each failure. */
export const SAVE_FAILED = 'Failed to save part';
export const UPLOAD_FAILED = 'Failed to upload images';

export function newPartTarget(): PartFormTarget {
  return { values: EMPTY };
}

export function partFormValues(part: AdminPartFragment): PartFormValues {
  return {
    name: part.name ?? '',
    part_number: part.partNumber ?? '',
    category: part.category ?? '',
    condition: part.condition ?? '',
    compatibility: part.compatibility ?? '',
    description: part.description ?? '',
    price: part.price ?? '',
    availability: part.availability ?? '',
    warranty: part.warranty ?? '',
    images: [...(part.images ?? [])],
    featured: Boolean(part.featured),
  };
}

export function editPartTarget(part: AdminPartFragment): PartFormTarget {
  return { id: part.id, values: partFormValues(part) };
}

/** Duplicate: the add form with a copy, its part number made unique, its name marked, not featured. */
export function duplicatePartTarget(part: AdminPartFragment, now = Date.now()): PartFormTarget {
  const values = partFormValues(part);
  return {
    values: { ...values, part_number: `${values.part_number}-COPY-${now}`, name: `${values.name} (Copy)`, featured: false },
  };
}

function toInput(body: PartBody): PartInput {
  return {
    name: body.name,
    category: body.category,
    partNumber: body.part_number,
    condition: body.condition,
    compatibility: body.compatibility,
    description: body.description,
    price: body.price,
    availability: body.availability,
    warranty: body.warranty,
    images: body.images,
    featured: body.featured,
  };
}

const CHOICES = ['category', 'condition', 'availability', 'warranty'] as const;

/** A choice not made yet is missing, not a wrong value: the rules then say it is required. */
function withoutEmptyChoices(values: PartFormValues): Partial<PartFormValues> {
  const body: Partial<PartFormValues> = { ...values };
  for (const name of CHOICES) if (!body[name]) delete body[name];
  return body;
}

function validate(values: PartFormValues): Promise<FormikErrors<PartFormValues>> {
  return validateWith<PartFormValues>(partInputSchema, withoutEmptyChoices(values));
}

/**
 * The add/edit dialog. A new target (even of the same part) starts a fresh form; the form stays
 * while the dialog fades out, after the caller has let go of the part.
 */
export function PartFormModal({ target, onClose }: { target: PartFormTarget | null; onClose: () => void }) {
  const [shown, setShown] = useState<{ target: PartFormTarget; key: number } | null>(null);
  if (target && target !== shown?.target) setShown({ target, key: (shown?.key ?? 0) + 1 });
  if (!shown) return null;
  return <PartFormDialog key={shown.key} opened={target !== null} target={shown.target} onClose={onClose} />;
}

function PartFormDialog({
  opened,
  target,
  onClose,
}: {
  opened: boolean;
  target: PartFormTarget;
  onClose: () => void;
}) {
  const fullScreen = useMediaQuery('(max-width: 48em)');
  const [, createPart] = useCreatePartMutation();
  const [, updatePart] = useUpdatePartMutation();
  const editing = target.id !== undefined;
  const [uploading, setUploading] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  // Two quick clicks (or Enter twice) before React re-renders must still send one request.
  const saving = useRef(false);
  const formElement = useRef<HTMLFormElement>(null);

  const form = useFormik<PartFormValues>({
    initialValues: target.values,
    validate,
    onSubmit: async (values, helpers) => {
      if (saving.current) return;
      saving.current = true;
      setSaveError(null);
      try {
        const input = toInput(partInputSchema.cast(values));
        const result =
          target.id !== undefined ? await updatePart({ id: target.id, input }) : await createPart({ input });
        if (result.error || !result.data) {
          // The form keeps everything typed; the person reads why and tries again.
          const message = errorText(result.error, SAVE_FAILED);
          setSaveError(message);
          const field = result.error?.graphQLErrors[0]?.extensions?.field;
          if (typeof field === 'string' && field in values) {
            helpers.setFieldTouched(field, true, false);
            helpers.setFieldError(field, message);
          }
          return;
        }
        notifications.show({
          color: 'green',
          message: editing ? 'Part updated successfully' : 'Part created successfully',
        });
        onClose();
      } finally {
        saving.current = false;
      }
    },
  });

  const { guard, prompt } = useUnsavedChanges(opened && form.dirty);
  const close = () => {
    if (!form.isSubmitting) guard(onClose);
  };

  // Once a Save the rules refused is over, take the person to the first field that needs them
  // (once per Save, never while they go on typing).
  const { submitCount, isSubmitting, isValid } = form;
  const focusedFor = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === focusedFor.current) return;
    focusedFor.current = submitCount;
    if (!isValid) formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitting, isValid]);

  // A field left empty on the way past is not an error yet (it would also shift the form under the
  // pointer as Save is pressed); what was typed is checked on leaving it, and everything on Save.
  const error = (name: keyof PartFormValues) => {
    const value = form.values[name];
    const filled = Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value.trim() !== '';
    const shown = form.submitCount > 0 || (form.touched[name] && filled);
    return (shown && (form.errors[name] as string | undefined)) || undefined;
  };
  const text = (name: keyof PartFormValues) => ({ ...form.getFieldProps(name), error: error(name) });
  const choice = (name: keyof PartFormValues, options: readonly string[]) => ({
    data: withCurrent(options, form.values[name] as string),
    value: (form.values[name] as string) || null,
    onChange: (value: string | null) => form.setFieldValue(name, value ?? ''),
    onBlur: () => form.setFieldTouched(name, true),
    allowDeselect: false,
    placeholder: 'Choose...',
    error: error(name),
  });

  return (
    <>
      <Modal
        opened={opened}
        onClose={close}
        title={editing ? 'Edit Part' : 'Add New Part'}
        size="xl"
        fullScreen={fullScreen}
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <form ref={formElement} onSubmit={form.handleSubmit} noValidate>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label="Name" required maxLength={PART_LIMITS.name} data-autofocus {...text('name')} />
              <TextInput label="Part Number" required maxLength={PART_LIMITS.part_number} {...text('part_number')} />
              <Select label="Category" required {...choice('category', PART_CATEGORIES)} />
              <Select label="Condition" required {...choice('condition', PART_CONDITIONS)} />
              <TextInput
                label="Price"
                required
                placeholder="e.g. £1,250 or POA"
                maxLength={PART_LIMITS.price}
                {...text('price')}
              />
              <Select label="Availability" required {...choice('availability', PART_AVAILABILITY)} />
              <Select label="Coverage" required {...choice('warranty', PART_WARRANTIES)} />
              <TextInput
                label="Compatibility"
                required
                placeholder="e.g. Scania R Series 2013-2018"
                maxLength={PART_LIMITS.compatibility}
                {...text('compatibility')}
              />
            </SimpleGrid>
            <Textarea
              label="Description"
              required
              autosize
              minRows={3}
              maxRows={10}
              maxLength={PART_LIMITS.description}
              {...text('description')}
            />
            <ImageListInput
              label="Images"
              value={form.values.images}
              onChange={(urls) => form.setFieldValue('images', urls)}
              uploadErrorMessage={UPLOAD_FAILED}
              onUploadingChange={setUploading}
              disabled={form.isSubmitting}
            />
            {error('images') && (
              <Alert color="red" variant="light" p="xs">
                {error('images')}
              </Alert>
            )}
            <Checkbox label="Featured" {...form.getFieldProps({ name: 'featured', type: 'checkbox' })} />
            {saveError && (
              <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
                {saveError}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm" mt="xs">
              <Button variant="default" onClick={close} disabled={form.isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" color="accent" loading={form.isSubmitting} disabled={uploading}>
                {editing ? 'Update Part' : 'Add Part'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      {prompt}
    </>
  );
}
