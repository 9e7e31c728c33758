import { useMemo } from 'react';
import { Alert, Button, Group, Paper, PasswordInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconLock } from '@tabler/icons-react';
import { useFormik } from 'formik';
import { DEFAULT_FEED_AUTO_SYNC_HOURS, FEED_AUTO_SYNC_HOURS, FEED_LIMITS, feedConfigFormSchema } from '@dealer/schema';
import { isUnauthenticated } from '../../../app/urqlClient';
import { useSaveFeedConfigMutation, type FeedSettingsFragment } from '../../../gql/graphql';
import { FEED_MESSAGES, NOT_ALLOWED_TO_UPLOAD } from './FeedActions';

type Values = { feed_url: string; username: string; password: string; dealer_id: string; auto_sync_hours: string };
type Field = keyof Values;

export const PASSWORD_SAVED_HINT = 'A password is saved; leave blank to keep it.';

const AUTO_SYNC_DATA = FEED_AUTO_SYNC_HOURS.map((hours) => ({
  value: String(hours),
  label: hours === 1 ? 'Every hour' : `Every ${hours} hours`,
}));

/** The saved settings as the form holds them; the password is never sent back, so its box starts empty. */
function valuesOf(config: FeedSettingsFragment | undefined): Values {
  return {
    feed_url: config?.feedUrl ?? '',
    username: config?.username ?? '',
    password: '',
    dealer_id: config?.dealerId ?? '',
    auto_sync_hours: String(config?.autoSyncHours ?? DEFAULT_FEED_AUTO_SYNC_HOURS),
  };
}

export function FeedConfigForm({ config, canManage }: { config: FeedSettingsFragment | undefined; canManage: boolean }) {
  const [, saveConfig] = useSaveFeedConfigMutation();
  const initialValues = useMemo(() => valuesOf(config), [config]);

  const form = useFormik<Values>({
    initialValues,
    enableReinitialize: true,
    validationSchema: feedConfigFormSchema,
    onSubmit: async (values, helpers) => {
      const result = await saveConfig({
        input: {
          // Empty text clears a setting; an empty password keeps the saved one.
          feedUrl: values.feed_url.trim(),
          username: values.username.trim(),
          password: values.password,
          dealerId: values.dealer_id.trim(),
          autoSyncHours: Number(values.auto_sync_hours),
        },
      });
      if (result.data?.saveFeedConfig) {
        notifications.show({ color: 'green', message: FEED_MESSAGES.saved });
        helpers.resetForm({ values: valuesOf(result.data.saveFeedConfig) });
        return;
      }
      const error = result.error;
      if (error && isUnauthenticated(error)) return;
      const refusal = error?.graphQLErrors[0];
      if (refusal) {
        notifications.show({ color: 'red', message: FEED_MESSAGES.saveFailed });
        const field = refusal.extensions?.field;
        if (typeof field === 'string' && field in initialValues) helpers.setFieldError(field, refusal.message.replace(/^\w+: /, ''));
      } else {
        console.error('Saving the feed configuration failed', error);
        notifications.show({ color: 'red', message: FEED_MESSAGES.saveError });
      }
    },
  });

  const fieldError = (name: Field) => (form.touched[name] && form.errors[name]) || undefined;
  const readOnly = !canManage;

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <form onSubmit={form.handleSubmit} noValidate aria-label="Feed configuration">
        <Stack gap="md">
          {readOnly && (
            <Alert color="yellow" icon={<IconLock aria-hidden />} variant="light">
              {NOT_ALLOWED_TO_UPLOAD}
            </Alert>
          )}
          <TextInput
            label="Feed URL"
            description="The marketplace address the feed is uploaded to (http or https)."
            placeholder="https://feeds.example.com/upload"
            type="url"
            autoComplete="off"
            maxLength={FEED_LIMITS.feedUrl}
            readOnly={readOnly}
            {...form.getFieldProps('feed_url')}
            error={fieldError('feed_url')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Username"
              description="The marketplace account the feed signs in with."
              autoComplete="off"
              maxLength={FEED_LIMITS.username}
              readOnly={readOnly}
              {...form.getFieldProps('username')}
              error={fieldError('username')}
            />
            <PasswordInput
              label="Password"
              description={config?.passwordSet ? PASSWORD_SAVED_HINT : 'Sent with the username to sign in to the marketplace.'}
              placeholder={config?.passwordSet ? '••••••••' : undefined}
              autoComplete="new-password"
              maxLength={FEED_LIMITS.password}
              readOnly={readOnly}
              visibilityToggleButtonProps={{ 'aria-label': 'Show typed text' }}
              {...form.getFieldProps('password')}
              error={fieldError('password')}
            />
            <TextInput
              label="Dealer ID"
              description="Your dealer number at the marketplace."
              autoComplete="off"
              maxLength={FEED_LIMITS.dealerId}
              readOnly={readOnly}
              {...form.getFieldProps('dealer_id')}
              error={fieldError('dealer_id')}
            />
            <Select
              label="Auto-sync"
              description="How often the feed is uploaded on its own."
              data={AUTO_SYNC_DATA}
              allowDeselect={false}
              readOnly={readOnly}
              value={form.values.auto_sync_hours}
              onChange={(value) => form.setFieldValue('auto_sync_hours', value ?? String(DEFAULT_FEED_AUTO_SYNC_HOURS))}
              error={fieldError('auto_sync_hours')}
            />
          </SimpleGrid>
          {canManage && (
            <Group justify="space-between" gap="sm" mt="xs">
              <Text size="xs" c="dimmed">
                Upload needs both the feed URL and the dealer ID.
              </Text>
              <Button
                type="submit"
                color="accent"
                leftSection={<IconDeviceFloppy size={16} aria-hidden />}
                loading={form.isSubmitting}
              >
                Save Configuration
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
