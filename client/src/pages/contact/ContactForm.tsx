import { useEffect, useRef, useState } from 'react';
import { Button, SimpleGrid, Stack, Text, TextInput, Textarea, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import { enquirySchema } from '@dealer/schema';
import { EnquiryResult, optionalText, useEnquiryForm } from '../../components/EnquiryForm';

/** The contact page asks for no company or service: the shared rules for the rest. */
const contactSchema = enquirySchema.pick(['name', 'email', 'phone', 'subject', 'message']);

const EMPTY = { name: '', email: '', phone: '', subject: '', message: '' };
const FAILED = { ok: false, text: 'Failed to send message. Please try again or contact us directly.' };

export function ContactForm() {
  const [sent, setSent] = useState(false);
  const [failed, setFailed] = useState(false);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  // The form and its button are gone: move focus to the confirmation so it is read out.
  useEffect(() => {
    if (sent) sentHeading.current?.focus();
  }, [sent]);

  const { form, field } = useEnquiryForm({
    initialValues: EMPTY,
    validationSchema: contactSchema,
    toInput: (values) => ({
      name: values.name.trim(),
      email: values.email.trim(),
      phone: optionalText(values.phone),
      subject: values.subject.trim(),
      message: values.message.trim(),
      source: '/contact',
    }),
    onSending: () => setFailed(false),
    onSent: () => setSent(true),
    onFailed: () => setFailed(true),
  });

  if (sent) {
    return (
      <Stack align="center" ta="center" gap="sm" py="xl" role="status">
        <ThemeIcon size={72} radius={36} color="green" aria-hidden>
          <IconCircleCheck size={44} />
        </ThemeIcon>
        <Title order={3} ref={sentHeading} tabIndex={-1} style={{ outline: 'none' }}>
          Message Sent Successfully!
        </Title>
        <Text c="dimmed" maw={420}>
          Thank you for contacting us. We&apos;ll get back to you within 24 hours.
        </Text>
      </Stack>
    );
  }

  return (
    <form onSubmit={form.handleSubmit} noValidate aria-label="Send us a Message">
      <Stack gap="sm">
        <Text c="dimmed" mb="xs">
          Fill in the form and a member of our team will reply within 24 hours.
        </Text>
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
        </SimpleGrid>
        <TextInput
          label="Phone"
          type="tel"
          autoComplete="tel"
          {...field('phone')}
        />
        <TextInput label="Subject" required {...field('subject')} />
        <Textarea
          label="Message"
          required
          autosize
          minRows={5}
          maxRows={12}
          {...field('message')}
        />
        {failed && <EnquiryResult outcome={FAILED} />}
        <Button
          type="submit"
          size="md"
          color="accent"
          disabled={form.isSubmitting}
          leftSection={<IconSend size={18} aria-hidden />}
        >
          {form.isSubmitting ? 'Sending...' : 'Send Message'}
        </Button>
      </Stack>
    </form>
  );
}
