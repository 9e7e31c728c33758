import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useFormik, type FormikErrors, type FormikHelpers } from 'formik';
import {
  BODY_TYPES,
  CAB_TYPES,
  EMISSIONS,
  MIN_TRUCK_YEAR,
  maxTruckYear,
  truckInputSchema,
  type TruckInput as TruckBody,
} from '@dealer/schema';
import { errorText } from '../../app/errors';
import { isUnauthenticated } from '../../app/urqlClient';
import { validateWith, withCurrent } from '../../components/admin/formRules';
import { ImageListInput } from '../../components/admin/ImageListInput';
import { useUnsavedChanges } from '../../components/admin/UnsavedChanges';
import {
  useCreateTruckMutation,
  useUpdateTruckMutation,
  type AdminTruckFragment,
  type HireStatus,
  type TruckInput,
} from '../../gql/graphql';
import { TruckVideoInput } from './TruckVideoInput';

/** The spec's alert when a picture cannot be read or uploaded (the server's detail wins when it sent one). */
export const IMAGE_UPLOAD_ERROR = 'Error uploading images. Please try again.';

/** What the form holds: text as typed, numbers as Mantine's NumberInput gives them ('' when empty). */
export interface TruckFormValues {
  title: string;
  make: string;
  model: string;
  bodytype: string;
  uniquestockid: string;
  description: string;
  cabtype: string;
  axle: string;
  price: number | string;
  year: number | string;
  power: string;
  weight: number | string;
  mileage: number | string;
  emissions: string;
  images: string[];
  videos: string[];
  featured: boolean;
  available_for_hire: boolean;
  hire_status: string;
  hire_daily_rate: number | string;
  hire_weekly_rate: number | string;
  hire_monthly_rate: number | string;
}

/** Add (no id, maybe prefilled by Duplicate) or edit (id). */
export interface TruckFormTarget {
  id?: number;
  values: TruckFormValues;
}

const EMPTY: TruckFormValues = {
  title: '',
  make: '',
  model: '',
  bodytype: '',
  uniquestockid: '',
  description: '',
  cabtype: '',
  axle: '',
  price: '',
  year: '',
  power: '',
  weight: '',
  mileage: '',
  emissions: '',
  images: [],
  videos: [],
  featured: false,
  available_for_hire: false,
  hire_status: 'available',
  hire_daily_rate: '',
  hire_weekly_rate: '',
  hire_monthly_rate: '',
};

const HIRE_STATUS_OPTIONS: { value: HireStatus; label: string }[] = [
  { value: 'available', label: 'Available' },
  { value: 'hired', label: 'Currently Hired' },
  { value: 'maintenance', label: 'Under Maintenance' },
];

export function newTruckTarget(): TruckFormTarget {
  return { values: EMPTY };
}

export function truckFormValues(truck: AdminTruckFragment): TruckFormValues {
  const orEmpty = <T,>(value: T | null) => value ?? '';
  return {
    title: truck.title,
    make: truck.make,
    model: truck.model,
    bodytype: truck.bodytype,
    uniquestockid: truck.uniquestockid,
    description: truck.description,
    cabtype: orEmpty(truck.cabtype),
    axle: orEmpty(truck.axle),
    price: orEmpty(truck.price),
    year: orEmpty(truck.year),
    power: orEmpty(truck.power),
    weight: orEmpty(truck.weight),
    mileage: orEmpty(truck.mileage),
    emissions: orEmpty(truck.emissions),
    images: [...truck.images],
    videos: [...truck.videos],
    featured: truck.featured,
    available_for_hire: truck.availableForHire,
    hire_status: truck.hireStatus,
    hire_daily_rate: orEmpty(truck.hireDailyRate),
    hire_weekly_rate: orEmpty(truck.hireWeeklyRate),
    hire_monthly_rate: orEmpty(truck.hireMonthlyRate),
  };
}

/** Duplicate: the add form with a copy, its stock ID made unique and its title marked. */
export function duplicateTruckTarget(truck: AdminTruckFragment, now = Date.now()): TruckFormTarget {
  const values = truckFormValues(truck);
  return { values: { ...values, uniquestockid: `${values.uniquestockid}-COPY-${now}`, title: `${values.title} (Copy)` } };
}

/**
 * The form as the shared rules name it (the REST body); the rules turn empty text into null.
 * Hire rates are shown only for a truck available for hire, so one that is not keeps none: a
 * hidden field can neither block the save with an error nobody sees nor keep stale prices.
 */
export function toBody(values: TruckFormValues): Record<string, unknown> {
  if (values.available_for_hire) return { ...values };
  return { ...values, hire_daily_rate: '', hire_weekly_rate: '', hire_monthly_rate: '' };
}

function toInput(body: TruckBody): TruckInput {
  return {
    title: body.title,
    make: body.make,
    model: body.model,
    bodytype: body.bodytype,
    uniquestockid: body.uniquestockid,
    description: body.description,
    cabtype: body.cabtype,
    axle: body.axle,
    price: body.price,
    year: body.year,
    power: body.power,
    weight: body.weight,
    mileage: body.mileage,
    emissions: body.emissions,
    images: body.images,
    videos: body.videos,
    featured: body.featured,
    availableForHire: body.available_for_hire,
    hireStatus: body.hire_status as HireStatus,
    hireDailyRate: body.hire_daily_rate,
    hireWeeklyRate: body.hire_weekly_rate,
    hireMonthlyRate: body.hire_monthly_rate,
  };
}

function validate(values: TruckFormValues): Promise<FormikErrors<TruckFormValues>> {
  return validateWith<TruckFormValues>(truckInputSchema, toBody(values));
}

export function TruckFormModal({ target, onClose }: { target: TruckFormTarget | null; onClose: () => void }) {
  const fullScreen = useMediaQuery('(max-width: 48em)');
  // The form stays while the dialog fades out, after the caller has let go of the truck; each new
  // target gets a fresh form.
  const [shown, setShown] = useState(target);
  const [formKey, setFormKey] = useState(0);
  const [dirty, setDirty] = useState(false);
  if (target && target !== shown) {
    setShown(target);
    setFormKey((key) => key + 1);
    setDirty(false);
  }
  const opened = target !== null;
  // Never lose work: closing (X, Escape, outside click, Cancel) or leaving the page asks first.
  const { guard, prompt } = useUnsavedChanges(opened && dirty);
  const requestClose = () => guard(onClose);
  const editing = shown?.id !== undefined;
  return (
    <>
      <Modal
        opened={opened}
        onClose={requestClose}
        closeButtonProps={{ 'aria-label': 'Close' }}
        title={editing ? 'Edit Truck' : 'Add New Truck'}
        size="xl"
        fullScreen={fullScreen}
        centered
      >
        {shown && (
          <TruckForm key={formKey} target={shown} onCancel={requestClose} onSaved={onClose} onDirtyChange={setDirty} />
        )}
      </Modal>
      {prompt}
    </>
  );
}

function TruckForm({
  target,
  onCancel,
  onSaved,
  onDirtyChange,
}: {
  target: TruckFormTarget;
  onCancel: () => void;
  onSaved: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const [, createTruck] = useCreateTruckMutation();
  const [, updateTruck] = useUpdateTruckMutation();
  const editing = target.id !== undefined;
  const [uploadingImages, setUploadingImages] = useState(false);
  const [uploadingVideos, setUploadingVideos] = useState(false);
  const uploading = uploadingImages || uploadingVideos;
  const [saveError, setSaveError] = useState<string | null>(null);
  // One save at a time, and none after a successful one: a double click or Enter while saving
  // waits for the save under way (so the button stays busy) instead of sending another.
  const inFlight = useRef<Promise<void> | null>(null);

  const save = async (values: TruckFormValues, helpers: FormikHelpers<TruckFormValues>): Promise<boolean> => {
    setSaveError(null);
    const fallback = editing ? 'Failed to update truck' : 'Failed to create truck';
    try {
      const input = toInput(truckInputSchema.cast(toBody(values)));
      const result =
        target.id !== undefined ? await updateTruck({ id: target.id, input }) : await createTruck({ input });
      if (result.error || !result.data) {
        // The auth context tells of an expired session once, on the way to sign in (which asks
        // before leaving this form, as it is not saved).
        if (result.error && isUnauthenticated(result.error)) return false;
        // The form keeps everything typed; the reason shows beside the Save button.
        const message = errorText(result.error, fallback);
        setSaveError(message);
        const field = result.error?.graphQLErrors[0]?.extensions?.field;
        if (typeof field === 'string' && field in values) helpers.setFieldError(field, message);
        return false;
      }
    } catch {
      setSaveError(fallback);
      return false;
    }
    notifications.show({
      color: 'green',
      message: editing ? 'Truck updated successfully' : 'Truck created successfully',
    });
    onSaved();
    return true;
  };

  const form = useFormik<TruckFormValues>({
    initialValues: target.values,
    validate,
    onSubmit: (values, helpers) => {
      if (uploading) return;
      inFlight.current ??= save(values, helpers).then((saved) => {
        if (!saved) inFlight.current = null;
      });
      return inFlight.current;
    },
  });

  const dirty = form.dirty || uploading;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const error = (name: keyof TruckFormValues) => (form.touched[name] && (form.errors[name] as string)) || undefined;
  const text = (name: keyof TruckFormValues) => ({ ...form.getFieldProps(name), error: error(name) });
  const number = (name: keyof TruckFormValues) => ({
    name,
    value: form.values[name] as number | string,
    onChange: (value: number | string) => form.setFieldValue(name, value),
    onBlur: () => form.setFieldTouched(name, true),
    error: error(name),
  });
  const choice = (name: keyof TruckFormValues) => ({
    value: (form.values[name] as string) || null,
    onChange: (value: string | null) => form.setFieldValue(name, value ?? ''),
    onBlur: () => form.setFieldTouched(name, true),
    error: error(name),
  });
  const invalidAfterSubmit = form.submitCount > 0 && !form.isValid;
  // Lists are checked when they change, not only after a first save attempt.
  const listError = (name: 'images' | 'videos') => (form.errors[name] as string | undefined) || undefined;

  return (
    <form onSubmit={form.handleSubmit} noValidate aria-label={editing ? 'Edit Truck' : 'Add New Truck'}>
      <Stack gap="md">
        <TextInput label="Title" required data-autofocus {...text('title')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Make" required {...text('make')} />
          <TextInput label="Model" required {...text('model')} />
          <Select
            label="Body Type"
            required
            data={withCurrent(BODY_TYPES, form.values.bodytype)}
            allowDeselect={false}
            {...choice('bodytype')}
          />
          <TextInput label="Unique Stock ID" required {...text('uniquestockid')} />
          <Select label="Cab Type" data={withCurrent(CAB_TYPES, form.values.cabtype)} clearable {...choice('cabtype')} />
          <TextInput label="Axle" placeholder="e.g. 4x2, 6x2" {...text('axle')} />
          <NumberInput
            label="Price (£)"
            min={0}
            allowNegative={false}
            allowDecimal={false}
            thousandSeparator=","
            {...number('price')}
          />
          <NumberInput
            label="Year"
            min={MIN_TRUCK_YEAR}
            max={maxTruckYear()}
            clampBehavior="none"
            allowNegative={false}
            allowDecimal={false}
            {...number('year')}
          />
          <TextInput label="Power" placeholder="e.g. 500 hp" {...text('power')} />
          <NumberInput
            label="Weight (tonnes)"
            min={0}
            step={0.1}
            decimalScale={1}
            allowNegative={false}
            {...number('weight')}
          />
          <NumberInput
            label="Mileage (km)"
            min={0}
            allowNegative={false}
            allowDecimal={false}
            thousandSeparator=","
            {...number('mileage')}
          />
          <Select
            label="Emissions"
            data={withCurrent(EMISSIONS, form.values.emissions)}
            clearable
            {...choice('emissions')}
          />
        </SimpleGrid>
        <Textarea label="Description" required autosize minRows={4} maxRows={12} {...text('description')} />
        <div>
          <ImageListInput
            label="Images"
            value={form.values.images}
            onChange={(urls) => void form.setFieldValue('images', urls)}
            uploadErrorMessage={IMAGE_UPLOAD_ERROR}
            disabled={form.isSubmitting}
            onUploadingChange={setUploadingImages}
          />
          {listError('images') && (
            <Text size="xs" c="red.8" mt={4}>
              {listError('images')}
            </Text>
          )}
        </div>
        <TruckVideoInput
          value={form.values.videos}
          onChange={(urls) => void form.setFieldValue('videos', urls)}
          error={listError('videos')}
          disabled={form.isSubmitting}
          onUploadingChange={setUploadingVideos}
        />
        <Group gap="xl">
          <Checkbox label="Featured" {...form.getFieldProps({ name: 'featured', type: 'checkbox' })} />
          <Checkbox
            label="Available for hire"
            {...form.getFieldProps({ name: 'available_for_hire', type: 'checkbox' })}
          />
        </Group>
        {form.values.available_for_hire && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label="Hire Status"
              data={HIRE_STATUS_OPTIONS}
              allowDeselect={false}
              {...choice('hire_status')}
            />
            <NumberInput
              label="Daily Rate (£)"
              placeholder="120"
              min={0}
              allowNegative={false}
              allowDecimal={false}
              {...number('hire_daily_rate')}
            />
            <NumberInput
              label="Weekly Rate (£)"
              placeholder="650"
              min={0}
              allowNegative={false}
              allowDecimal={false}
              {...number('hire_weekly_rate')}
            />
            <NumberInput
              label="Monthly Rate (£)"
              placeholder="2400"
              min={0}
              allowNegative={false}
              allowDecimal={false}
              thousandSeparator=","
              {...number('hire_monthly_rate')}
            />
          </SimpleGrid>
        )}
        {saveError && (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert">
            {saveError}
          </Alert>
        )}
        {invalidAfterSubmit && !saveError && (
          <Text size="sm" c="red.8" role="alert">
            Please correct the highlighted fields.
          </Text>
        )}
        <Group justify="flex-end" gap="sm" mt="xs">
          {uploading && (
            <Text size="sm" c="dimmed" mr="auto">
              {uploadingImages
                ? 'Waiting for the pictures to finish uploading…'
                : 'Waiting for the videos to finish uploading…'}
            </Text>
          )}
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" color="accent" loading={form.isSubmitting} disabled={uploading}>
            {editing ? 'Update Truck' : 'Add Truck'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
