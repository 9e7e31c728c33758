import { useState } from 'react';
import {
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useFormik, type FormikErrors } from 'formik';
import { ValidationError } from 'yup';
import {
  BODY_TYPES,
  CAB_TYPES,
  EMISSIONS,
  MIN_TRUCK_YEAR,
  truckInputSchema,
  type TruckInput as TruckBody,
} from '@dealer/schema';
import { errorText } from '../../app/errors';
import { isUnauthenticated } from '../../app/urqlClient';
import {
  useCreateTruckMutation,
  useUpdateTruckMutation,
  type AdminTruckFragment,
  type HireStatus,
  type TruckInput,
} from '../../gql/graphql';

/** What the form holds: text as typed, numbers as Mantine's NumberInput gives them, lists one per line. */
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
  images: string;
  videos: string;
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
  images: '',
  videos: '',
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
    images: truck.images.join('\n'),
    videos: truck.videos.join('\n'),
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

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The form as the shared rules name it (the REST body); the rules turn empty text into null. */
function toBody(values: TruckFormValues): Record<string, unknown> {
  return { ...values, images: lines(values.images), videos: lines(values.videos) };
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

/** The shared rules' messages, each on its field ("images[2]" belongs to the images box). */
async function validate(values: TruckFormValues): Promise<FormikErrors<TruckFormValues>> {
  try {
    await truckInputSchema.validate(toBody(values), { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner) {
      const field = inner.path?.replace(/\[\d+\]$/, '');
      if (field && !errors[field]) errors[field] = inner.message;
    }
    return errors as FormikErrors<TruckFormValues>;
  }
}

/** Keeps a value the list does not know (older stock may use other words) selectable. */
const withCurrent = (options: readonly string[], current: string) =>
  current && !options.includes(current) ? [...options, current] : [...options];

export function TruckFormModal({ target, onClose }: { target: TruckFormTarget | null; onClose: () => void }) {
  const fullScreen = useMediaQuery('(max-width: 48em)');
  // The form stays while the dialog fades out, after the caller has let go of the truck.
  const [shown, setShown] = useState(target);
  if (target && target !== shown) setShown(target);
  const editing = shown?.id !== undefined;
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={editing ? 'Edit Truck' : 'Add New Truck'}
      size="xl"
      fullScreen={fullScreen}
      centered
    >
      {shown && <TruckForm target={shown} onClose={onClose} />}
    </Modal>
  );
}

function TruckForm({ target, onClose }: { target: TruckFormTarget; onClose: () => void }) {
  const [, createTruck] = useCreateTruckMutation();
  const [, updateTruck] = useUpdateTruckMutation();
  const editing = target.id !== undefined;

  const form = useFormik<TruckFormValues>({
    initialValues: target.values,
    validate,
    onSubmit: async (values, helpers) => {
      const input = toInput(truckInputSchema.cast(toBody(values)));
      const result =
        target.id !== undefined ? await updateTruck({ id: target.id, input }) : await createTruck({ input });
      if (result.error || !result.data) {
        // The auth context tells of an expired session once, on the way to sign in.
        if (result.error && isUnauthenticated(result.error)) return;
        const message = errorText(result.error, editing ? 'Failed to update truck' : 'Failed to create truck');
        notifications.show({ color: 'red', message });
        const field = result.error?.graphQLErrors[0]?.extensions?.field;
        if (typeof field === 'string' && field in values) helpers.setFieldError(field, message);
        return;
      }
      notifications.show({
        color: 'green',
        message: editing ? 'Truck updated successfully' : 'Truck created successfully',
      });
      onClose();
    },
  });

  const error = (name: keyof TruckFormValues) => (form.touched[name] && form.errors[name]) || undefined;
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

  return (
    <form onSubmit={form.handleSubmit} noValidate>
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
          <NumberInput label="Price (£)" min={0} allowDecimal={false} thousandSeparator="," {...number('price')} />
          <NumberInput label="Year" min={MIN_TRUCK_YEAR} allowDecimal={false} {...number('year')} />
          <TextInput label="Power" placeholder="e.g. 500 hp" {...text('power')} />
          <NumberInput label="Weight (tonnes)" min={0} step={0.1} decimalScale={1} {...number('weight')} />
          <NumberInput label="Mileage (km)" min={0} allowDecimal={false} thousandSeparator="," {...number('mileage')} />
          <Select
            label="Emissions"
            data={withCurrent(EMISSIONS, form.values.emissions)}
            clearable
            {...choice('emissions')}
          />
        </SimpleGrid>
        <Textarea label="Description" required autosize minRows={4} maxRows={12} {...text('description')} />
        <Textarea
          label="Images"
          description="One web address per line; the first is the main picture. Without images a placeholder is shown."
          autosize
          minRows={2}
          maxRows={8}
          {...text('images')}
        />
        <Textarea label="Videos" description="One web address per line." autosize minRows={1} maxRows={6} {...text('videos')} />
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
            <NumberInput label="Daily Rate (£)" placeholder="120" min={0} allowDecimal={false} {...number('hire_daily_rate')} />
            <NumberInput label="Weekly Rate (£)" placeholder="650" min={0} allowDecimal={false} {...number('hire_weekly_rate')} />
            <NumberInput
              label="Monthly Rate (£)"
              placeholder="2400"
              min={0}
              allowDecimal={false}
              thousandSeparator=","
              {...number('hire_monthly_rate')}
            />
          </SimpleGrid>
        )}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" color="accent" loading={form.isSubmitting}>
            {editing ? 'Update Truck' : 'Add Truck'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
