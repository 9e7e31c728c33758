import { Alert, Anchor, Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconMail, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { HIRE_STATUS_LABELS, formatPrice } from '@dealer/schema';
import { useSiteContent } from '../../app/siteContent';
import { mailtoHref, telHref } from '../../app/siteDefaults';
import type { HireStatus, TruckDetailQuery } from '../../gql/graphql';

type HireTruck = Pick<
  TruckDetailQuery['truck'],
  'title' | 'uniquestockid' | 'hireStatus' | 'hireDailyRate' | 'hireWeeklyRate' | 'hireMonthlyRate'
>;

// The hire list's status colours: dark enough for the white badge text to read at 4.5:1.
const STATUS_COLOURS: Record<HireStatus, string> = {
  available: 'green.8',
  hired: '#b54708',
  maintenance: 'red.9',
};

const HIRE_TERMS = [
  'All rates are subject to VAT and availability',
  'A minimum hire period may apply',
  'Insurance and maintenance included',
  'Driver training available on request',
  'Discounts available for long-term hire',
];

function Rate({ label, amount, period }: { label: string; amount: number | null; period: string }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text fw={600}>{label}</Text>
      {amount === null ? (
        <Text fw={700}>POA</Text>
      ) : (
        <Text>
          <Text span fw={800} c="accent.8" fz="lg">
            {formatPrice(amount)}
          </Text>{' '}
          <Text span size="sm" c="dimmed">
            per {period} + VAT
          </Text>
        </Text>
      )}
    </Group>
  );
}

export function HirePanel({ truck }: { truck: HireTruck }) {
  const { office_phone, email } = useSiteContent().contact;
  const bookable = truck.hireStatus === 'available';
  const subject = `Hire Enquiry: ${truck.title} (Stock ID: ${truck.uniquestockid})`;
  const body = `Hello,\n\nI would like to enquire about hiring the ${truck.title} (Stock ID: ${truck.uniquestockid}).\n\nPlease let me know the availability and rates for my hire period.\n\nThank you`;

  return (
    <Paper withBorder radius="md" p="lg" style={{ borderColor: 'var(--mantine-color-accent-3)' }}>
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <IconCalendarEvent size={22} color="var(--mantine-color-accent-6)" aria-hidden />
            <Title order={2} size="h4">
              Available for Hire
            </Title>
          </Group>
          <Badge color={STATUS_COLOURS[truck.hireStatus]} variant="filled" size="lg">
            {HIRE_STATUS_LABELS[truck.hireStatus]}
          </Badge>
        </Group>
        <Stack gap="xs">
          <Rate label="Daily" amount={truck.hireDailyRate} period="day" />
          <Rate label="Weekly" amount={truck.hireWeeklyRate} period="week" />
          <Rate label="Monthly" amount={truck.hireMonthlyRate} period="month" />
        </Stack>
        {bookable ? (
          <Stack gap="xs">
            <Button
              component="a"
              href={telHref(office_phone)}
              color="accent"
              leftSection={<IconPhone size={18} aria-hidden />}
            >
              Call to Book Hire
            </Button>
            <Button
              component="a"
              href={mailtoHref(email, { subject, body })}
              variant="outline"
              color="brand"
              leftSection={<IconMail size={18} aria-hidden />}
            >
              Email Hire Enquiry
            </Button>
          </Stack>
        ) : (
          <Alert color="gray" variant="light">
            This vehicle is currently not available for hire.{' '}
            <Anchor component={Link} to="/contact" c="accent.8" fw={600}>
              Contact us
            </Anchor>{' '}
            about other vehicles in our hire fleet or when this one will be free.
          </Alert>
        )}
        <div>
          <Text fw={600} size="sm" mb={4}>
            Hire terms
          </Text>
          <List size="sm" spacing={2} c="dimmed">
            {HIRE_TERMS.map((term) => (
              <List.Item key={term}>{term}</List.Item>
            ))}
          </List>
        </div>
      </Stack>
    </Paper>
  );
}
