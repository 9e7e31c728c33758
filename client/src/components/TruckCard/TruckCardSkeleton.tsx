import { AspectRatio, Card, Group, Skeleton, Stack } from '@mantine/core';

/** Stands in for a TruckCard while trucks load; hidden from assistive technology, which hears the loading text instead. */
export function TruckCardSkeleton() {
  return (
    <Card withBorder padding="md" aria-hidden data-testid="truck-card-skeleton">
      <Card.Section mb="md">
        <AspectRatio ratio={4 / 3}>
          <Skeleton radius={0} />
        </AspectRatio>
      </Card.Section>
      <Stack gap="sm">
        <Skeleton height={20} width="85%" />
        <Group gap="sm">
          <Skeleton height={12} width={50} />
          <Skeleton height={12} width={60} />
          <Skeleton height={12} width={80} />
        </Group>
        <Skeleton height={10} />
        <Skeleton height={10} width="70%" />
        <Group justify="space-between" mt="xs">
          <Skeleton height={26} width={100} />
          <Skeleton height={36} width={110} />
        </Group>
      </Stack>
    </Card>
  );
}
