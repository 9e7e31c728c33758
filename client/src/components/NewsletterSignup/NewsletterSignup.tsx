import { Button, Group, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMail } from '@tabler/icons-react';
import { useFormik } from 'formik';
import { useId } from 'react';
import { newsletterSchema } from '@dealer/schema';
import { errorText } from '../../app/errors';
import { useSubscribeNewsletterMutation } from '../../gql/graphql';

interface NewsletterSignupProps {
  /** Where the signup came from, for the subscriber list. */
  source?: string;
  /** On a dark band the labels turn light. */
  tone?: 'light' | 'dark';
}

/**
 * Email (required) and full name (optional), with consent to marketing given by subscribing.
 * Success clears the form and says so in a toast; failure keeps what was typed.
 */
export function NewsletterSignup({ source = 'website', tone = 'light' }: NewsletterSignupProps) {
  const [, subscribe] = useSubscribeNewsletterMutation();
  const id = useId();
  const form = useFormik({
    initialValues: { email: '', full_name: '' },
    validationSchema: newsletterSchema,
    onSubmit: async ({ email, full_name }, { resetForm }) => {
      const result = await subscribe({
        input: { email: email.trim(), fullName: full_name.trim() || null, source, marketingConsent: true },
      });
      if (result.error || !result.data) {
        notifications.show({
          color: 'red',
          title: 'Subscription Failed',
          message: errorText(result.error, 'Failed to subscribe'),
        });
        return;
      }
      notifications.show({
        color: 'green',
        title: 'Successfully Subscribed!',
        message: result.data.subscribeNewsletter.message,
      });
      resetForm();
    },
  });

  const fieldError = (name: 'email' | 'full_name') => (form.touched[name] && form.errors[name]) || undefined;
  const labelColour = tone === 'dark' ? 'var(--mantine-color-gray-2)' : undefined;

  return (
    <form onSubmit={form.handleSubmit} noValidate aria-label="Newsletter signup">
      <Group gap="sm" align="flex-start" wrap="wrap">
        <TextInput
          id={`${id}-name`}
          label="Full name (optional)"
          autoComplete="name"
          placeholder="Your name"
          style={{ flex: '1 1 200px' }}
          styles={{ label: { color: labelColour } }}
          {...form.getFieldProps('full_name')}
          error={fieldError('full_name')}
        />
        <TextInput
          id={`${id}-email`}
          label="Email address"
          type="email"
          autoComplete="email"
          placeholder="you@company.co.uk"
          required
          style={{ flex: '2 1 240px' }}
          styles={{ label: { color: labelColour } }}
          {...form.getFieldProps('email')}
          error={fieldError('email')}
        />
        <Button
          type="submit"
          color="accent"
          disabled={form.isSubmitting}
          leftSection={<IconMail size={18} aria-hidden />}
          mt={{ base: 0, xs: 25 }}
          style={{ flex: '1 1 140px' }}
        >
          {form.isSubmitting ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </Group>
    </form>
  );
}
