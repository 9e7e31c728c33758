import { Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAward, IconShieldCheck, IconTool, IconWorld } from '@tabler/icons-react';

const REASONS = [
  {
    icon: IconAward,
    title: '30+ Years of Experience',
    text: 'A family-run, independent business that knows these trucks inside out.',
  },
  {
    icon: IconTool,
    title: 'Workshop Inspected',
    text: 'Every vehicle is checked and prepared in our own Leicester workshop.',
  },
  {
    icon: IconShieldCheck,
    title: '24/7 Emergency Support',
    text: 'Servicing, parts and a round-the-clock emergency line once the truck is yours.',
  },
  {
    icon: IconWorld,
    title: 'Trusted Worldwide',
    text: 'More than 5,000 customers, with trucks exported to over 30 countries.',
  },
];

/** Why buy from us: the claims the spec makes across pages. */
export function WhyChooseUs({ title = 'Why Choose Us', headingId }: { title?: string; headingId: string }) {
  return (
    <>
      <Title order={2} id={headingId} mb="lg">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        {REASONS.map((reason) => (
          <Group key={reason.title} align="flex-start" wrap="nowrap" gap="md">
            <ThemeIcon size={44} radius="md" color="accent" variant="light" aria-hidden>
              <reason.icon size={24} />
            </ThemeIcon>
            <div>
              <Title order={3} size="h5">
                {reason.title}
              </Title>
              <Text size="sm" c="dimmed" mt={4}>
                {reason.text}
              </Text>
            </div>
          </Group>
        ))}
      </SimpleGrid>
    </>
  );
}
