import { useEffect, useRef, useState } from 'react';
import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import { enquirySchema } from '@dealer/schema';
import * as yup from 'yup';
import { useSiteContent } from '../../app/siteContent';
import { EnquiryResult, optionalText, useEnquiryForm, type EnquiryOutcome } from '../EnquiryForm';
import { SERVICE_SELECT_DATA } from './services';

export type EnquiryVariant = 'enquiry' | 'quote';

/** What a button fills in when it opens the modal. */
export interface EnquiryPreset {
  service?: string;
  subject?: string;
  message?: string;
}

export interface EnquiryModalProps {
  opened: boolean;
  onClose: () => void;
  variant?: EnquiryVariant;
  preset?: EnquiryPreset;
}

/** The modal closes itself this long after a successful send. */
export const CLOSE_AFTER_SUCCESS_MS = 2000;

const WORDING: Record<
  EnquiryVariant,
  { title: string; submit: string; success: string; failure: (email: string) => string }
> = {
  enquiry: {
    title: 'Send an Enquiry',
    submit: 'Send Enquiry',
    success: 'Your enquiry has been sent successfully! We will get back to you soon.',
    failure: (email) => `Failed to send enquiry. Please try again or contact us directly at ${email}`,
  },
  quote: {
    title: 'Request a Quote',
    submit: 'Request Quote',
    success: 'Your quote request has been sent successfully! We will get back to you soon.',
    failure: (email) => `Failed to send quote request. Please try again or contact us directly at ${email}`,
  },
};

const EMPTY = { name: '', email: '', phone: '', company: '', service: '', subject: '', message: '' };

/** The shared enquiry rules; this form also insists on a service, which the API leaves optional. */
const modalSchema = enquirySchema.shape({
  service: yup.string().trim().required('Service is required'),
});

export function EnquiryModal({ opened, onClose, variant = 'enquiry', preset }: EnquiryModalProps) {
  const { contact } = useSiteContent();
  const { pathname } = useLocation();
  const [result, setResult] = useState<EnquiryOutcome | null>(null);
  const wording = WORDING[variant];

  const { form, field, errorOf } = useEnquiryForm({
    initialValues: EMPTY,
    validationSchema: modalSchema,
    toInput: (values) => ({
      name: values.name.trim(),
      email: values.email.trim(),
      phone: optionalText(values.phone),
      company: optionalText(values.company),
      service: values.service,
      subject: values.subject.trim(),
      message: values.message.trim(),
      source: pathname,
    }),
    onSending: () => setResult(null),
    onSent: (helpers) => {
      setResult({ ok: true, text: wording.success });
      helpers.resetForm({ values: EMPTY });
    },
    onFailed: () => setResult({ ok: false, text: wording.failure(contact.email) }),
  });

  // Each opening starts from what its button asked for; the visitor's own details stay filled in
  // between openings so a second enquiry does not mean typing them again.
  const { setValues, setTouched } = form;
  const [service, subject, message] = [preset?.service ?? '', preset?.subject ?? '', preset?.message ?? ''];
  useEffect(() => {
    if (!opened) return;
    setResult(null);
    void setValues((current) => ({ ...current, service, subject, message }), false);
    void setTouched({}, false);
  }, [opened, service, subject, message, setValues, setTouched]);

  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useEffect(() => {
    if (!result?.ok) return;
    const timer = window.setTimeout(() => {
      setResult(null);
      onCloseRef.current();
    }, CLOSE_AFTER_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [result]);

  const close = () => {
    setResult(null);
    onClose();
  };

  const sending = form.isSubmitting;

  return (
    <Modal opened={opened} onClose={close} title={wording.title} size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={form.handleSubmit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
            <TextInput
              label="Name"
              autoComplete="name"
              required
              {...field('name')}
            />
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              required
              {...field('email')}
            />
            <TextInput
              label="Phone"
              type="tel"
              autoComplete="tel"
              {...field('phone')}
            />
            <TextInput
              label="Company"
              autoComplete="organization"
              {...field('company')}
            />
          </SimpleGrid>
          <Select
            label="Service"
            placeholder="Select a service"
            required
            data={SERVICE_SELECT_DATA}
            value={form.values.service || null}
            onChange={(service) => void form.setFieldValue('service', service ?? '')}
            onBlur={() => void form.setFieldTouched('service', true)}
            error={errorOf('service')}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput label="Subject" required {...field('subject')} />
          <Textarea
            label="Message"
            required
            autosize
            minRows={4}
            maxRows={10}
            {...field('message')}
          />
          {result && <EnquiryResult outcome={result} />}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color="accent" disabled={sending}>
              {sending ? 'Sending...' : wording.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
