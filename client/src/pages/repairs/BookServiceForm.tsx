import { useState } from 'react';
import { Button, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { IconCalendarCheck } from '@tabler/icons-react';
import * as yup from 'yup';
import { ENQUIRY_LIMITS, enquirySchema } from '@dealer/schema';
import { useSiteContent } from '../../app/siteContent';
import { EnquiryResult, optionalText, useEnquiryForm, type EnquiryOutcome } from '../../components/EnquiryForm';
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

export function BookServiceForm() {
  const { contact } = useSiteContent();
  const [result, setResult] = useState<EnquiryOutcome | null>(null);

  const { form, field, errorOf } = useEnquiryForm({
    initialValues: EMPTY,
    validationSchema: bookingSchema,
    toInput: (values) => ({
      name: values.name.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      subject: 'Service Booking',
      service: optionalText(values.serviceType),
      message: bookingMessage(values),
      source: '/repairs',
    }),
    onSending: () => setResult(null),
    onSent: (helpers) => {
      setResult({
        ok: true,
        text: 'Thank you! Your service booking request has been sent successfully. We will contact you shortly to confirm a date and time.',
      });
      helpers.resetForm({ values: EMPTY });
    },
    onFailed: () =>
      setResult({
        ok: false,
        text: `Failed to send your booking request. Please try again or call us on ${contact.office_phone}.`,
      }),
  });

  return (
    <form onSubmit={form.handleSubmit} noValidate aria-label="Book a Service">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          <TextInput
            label="Name"
            autoComplete="name"
            required
            {...field('name')}
          />
          <TextInput
            label="Phone"
            type="tel"
            autoComplete="tel"
            required
            {...field('phone')}
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...field('email')}
          />
          <TextInput
            label="Vehicle Registration"
            placeholder="e.g. AB12 CDE"
            autoCapitalize="characters"
            {...field('registration')}
          />
        </SimpleGrid>
        <Select
          label="Service Type"
          placeholder="Select a service"
          data={SERVICE_TYPES.map(({ value, label }) => ({ value, label }))}
          value={form.values.serviceType || null}
          onChange={(value) => void form.setFieldValue('serviceType', value ?? '')}
          error={errorOf('serviceType')}
          clearable
        />
        <Textarea
          label="Message"
          placeholder="Tell us about the work needed and when suits you"
          autosize
          minRows={4}
          maxRows={10}
          {...field('message')}
        />
        {result && <EnquiryResult outcome={result} />}
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
