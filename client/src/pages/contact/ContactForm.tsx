import { useEffect, useRef, useState } from 'react';
import { Alert, Button, SimpleGrid, Stack, Text, TextInput, Textarea, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useFormik } from 'formik';
import { enquirySchema } from '@dealer/schema';
import { useSendEnquiryMutation } from '../../gql/graphql';

/** The contact page asks for no company or service: the shared rules for the rest. */
const contactSchema = enquirySchema.pick(['name', 'email', 'phone', 'subject', 'message']);

const EMPTY = { name: '', email: '', phone: '', subject: '', message: '' };
type ContactValues = typeof EMPTY;

export function ContactForm() {
  const [, sendEnquiry] = useSendEnquiryMutation();
  const [sent, setSent] = useState(false);
  const [failed, setFailed] = useState(false);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  // The form and its button are gone: move focus to the confirmation so it is read out.
  useEffect(() => {
    if (sent) sentHeading.current?.focus();
  }, [sent]);

  const form = useFormik<ContactValues>({
    initialValues: EMPTY,
    validationSchema: contactSchema,
    onSubmit: async (values) => {
      setFailed(false);
      const answer = await sendEnquiry({
        input: {
          name: values.name.trim(),
          email: values.email.trim(),
          phone: values.phone.trim() || undefined,
          subject: values.subject.trim(),
          message: values.message.trim(),
          source: '/contact',
        },
      });
      if (answer.error || !answer.data?.sendEnquiry) setFailed(true);
      else setSent(true);
    },
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

  const fieldError = (name: keyof ContactValues) => (form.touched[name] && form.errors[name]) || undefined;

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
            {...form.getFieldProps('name')}
            error={fieldError('name')}
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...form.getFieldProps('email')}
            error={fieldError('email')}
          />
        </SimpleGrid>
        <TextInput
          label="Phone"
          type="tel"
          autoComplete="tel"
          {...form.getFieldProps('phone')}
          error={fieldError('phone')}
        />
        <TextInput label="Subject" required {...form.getFieldProps('subject')} error={fieldError('subject')} />
        <Textarea
          label="Message"
          required
          autosize
          minRows={5}
          maxRows={12}
          {...form.getFieldProps('message')}
          error={fieldError('message')}
        />
        {failed && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertCircle aria-hidden />}
            styles={{ message: { color: 'var(--mantine-color-red-9)' } }}
          >
            Failed to send message. Please try again or contact us directly.
          </Alert>
        )}
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
