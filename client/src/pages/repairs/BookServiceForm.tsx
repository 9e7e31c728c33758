import { useState } from 'react';
import { Alert, Button, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { IconAlertCircle, IconCalendarCheck, IconCircleCheck } from '@tabler/icons-react';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { ENQUIRY_LIMITS, enquirySchema } from '@dealer/schema';
import { useSiteContent } from '../../app/siteContent';
import { useSendEnquiryMutation } from '../../gql/graphql';
import { SERVICE_TYPES, bookingMessage } from './serviceTypes';

/** The longest note the form takes: the registration and service lines share the message's limit. */
const NOTE_LIMIT = ENQUIRY_LIMITS.message - 200;

/** Name and email follow the shared enquiry rules; this form also needs a phone number. */
const bookingSchema = enquirySchema.pick(['name', 'email']).shape({
  phone: yup
    .string()
    .trim()
    .max(ENQUIRY_LIMITS.phone, `Phone must be at most ${ENQUIRY_LIMITS.phone} characters`)
    .required('Phone is required'),
  registration: yup.string().trim().max(20, 'Vehicle registration must be at most 20 characters'),
  serviceType: yup
    .string()
    .oneOf(['', ...SERVICE_TYPES.map((type) => type.value)], 'Choose a service type from the list'),
  message: yup.string().max(NOTE_LIMIT, `Message must be at most ${NOTE_LIMIT} characters`),
});

const EMPTY = { name: '', phone: '', email: '', registration: '', serviceType: '', message: '' };
type BookingValues = typeof EMPTY;

export function BookServiceForm() {
  const { contact } = useSiteContent();
  const [, sendEnquiry] = useSendEnquiryMutation();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const form = useFormik<BookingValues>({
    initialValues: EMPTY,
    validationSchema: bookingSchema,
    onSubmit: async (values, helpers) => {
      setResult(null);
      const answer = await sendEnquiry({
        input: {
          name: values.name.trim(),
          email: values.email.trim(),
          phone: values.phone.trim(),
          subject: 'Service Booking',
          service: values.serviceType || undefined,
          message: bookingMessage(values),
          source: '/repairs',
        },
      });
      if (answer.error || !answer.data?.sendEnquiry) {
        setResult({
          ok: false,
          text: `Failed to send your booking request. Please try again or call us on ${contact.office_phone}.`,
        });
        return;
      }
      setResult({
        ok: true,
        text: 'Thank you! Your service booking request has been sent successfully. We will contact you shortly to confirm a date and time.',
      });
      helpers.resetForm({ values: EMPTY });
    },
  });

  const fieldError = (name: keyof BookingValues) => (form.touched[name] && form.errors[name]) || undefined;

  return (
    <form onSubmit={form.handleSubmit} noValidate aria-label="Book a Service">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          <TextInput
            label="Name"
            autoComplete="name"
            required
            {...form.getFieldProps('name')}
            error={fieldError('name')}
          />
          <TextInput
            label="Phone"
            type="tel"
            autoComplete="tel"
            required
            {...form.getFieldProps('phone')}
            error={fieldError('phone')}
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...form.getFieldProps('email')}
            error={fieldError('email')}
          />
          <TextInput
            label="Vehicle Registration"
            placeholder="e.g. AB12 CDE"
            autoCapitalize="characters"
            {...form.getFieldProps('registration')}
            error={fieldError('registration')}
          />
        </SimpleGrid>
        <Select
          label="Service Type"
          placeholder="Select a service"
          data={SERVICE_TYPES.map(({ value, label }) => ({ value, label }))}
          value={form.values.serviceType || null}
          onChange={(value) => void form.setFieldValue('serviceType', value ?? '')}
          error={fieldError('serviceType')}
          clearable
        />
        <Textarea
          label="Message"
          placeholder="Tell us about the work needed and when suits you"
          autosize
          minRows={4}
          maxRows={10}
          {...form.getFieldProps('message')}
          error={fieldError('message')}
        />
        {result && (
          <Alert
            color={result.ok ? 'green' : 'red'}
            variant="light"
            role={result.ok ? 'status' : 'alert'}
            icon={result.ok ? <IconCircleCheck aria-hidden /> : <IconAlertCircle aria-hidden />}
            styles={{ message: { color: result.ok ? 'var(--mantine-color-green-9)' : 'var(--mantine-color-red-9)' } }}
          >
            {result.text}
          </Alert>
        )}
        <Button
          type="submit"
          size="md"
          color="accent"
          disabled={form.isSubmitting}
          leftSection={<IconCalendarCheck size={20} aria-hidden />}
        >
          {form.isSubmitting ? 'Sending...' : 'Book Service'}
        </Button>
      </Stack>
    </form>
  );
}
