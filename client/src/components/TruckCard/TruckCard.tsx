import {
  AspectRatio,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconCalendar, IconGauge, IconLeaf, IconTruck, IconVideo } from '@tabler/icons-react';
import { memo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatMileage, formatPrice, formatWeight } from '@dealer/schema';
import { DEFAULT_TRUCK_IMAGE } from '../../app/siteDefaults';
import type { TruckCardFieldsFragment } from '../../gql/graphql';
import classes from './TruckCard.module.css';
import type { ImageLoading } from '../cardImages';

export type TruckView = 'grid' | 'list';

interface TruckCardProps {
  truck: TruckCardFieldsFragment;
  view?: TruckView;
  imageLoading?: ImageLoading;
}

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <Group gap={4} wrap="nowrap" c="dimmed" fz="sm">
      {icon}
      <VisuallyHidden>{label}:</VisuallyHidden>
      <span>{value}</span>
    </Group>
  );
}

function Badges({ truck }: { truck: TruckCardFieldsFragment }) {
  return (
    <Group gap={6} className={classes.badges}>
      {truck.availableForHire && (
        <Badge color="accent" variant="filled">
          Hire Fleet
        </Badge>
      )}
      {truck.videos.length > 0 && (
        <Badge color="dark" variant="filled" leftSection={<IconVideo size={12} aria-hidden />}>
          Video
        </Badge>
      )}
    </Group>
  );
}

// Memoised: a filter change re-renders the list with the old cards until the new page arrives.
export const TruckCard = memo(function TruckCard({ truck, view = 'grid', imageLoading = 'lazy' }: TruckCardProps) {
  const image = (
    <Box pos="relative" className={view === 'list' ? classes.listImage : undefined}>
      <AspectRatio ratio={4 / 3}>
        <Image
          src={truck.images[0] ?? DEFAULT_TRUCK_IMAGE}
          fallbackSrc={DEFAULT_TRUCK_IMAGE}
          alt={truck.title}
          loading={imageLoading}
        />
      </AspectRatio>
      <Badges truck={truck} />
    </Box>
  );

  const body = (
    <Stack gap="xs" style={{ flex: 1 }} miw={0}>
      <Title order={3} className={classes.title} lineClamp={2}>
        {truck.title}
      </Title>
      <Group gap="sm">
        {truck.year !== null && <Fact icon={<IconCalendar size={16} aria-hidden />} label="Year" value={truck.year} />}
        {truck.emissions && (
          <Fact icon={<IconLeaf size={16} aria-hidden />} label="Emissions" value={truck.emissions} />
        )}
        <Fact icon={<IconGauge size={16} aria-hidden />} label="Mileage" value={formatMileage(truck.mileage)} />
        <Fact icon={<IconTruck size={16} aria-hidden />} label="Body type" value={truck.bodytype} />
      </Group>
      {view === 'list' && (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" className={classes.specs}>
          <Spec label="Power" value={truck.power} />
          <Spec label="Weight" value={truck.weight === null ? null : formatWeight(truck.weight)} />
          <Spec label="Axle" value={truck.axle} />
          <Spec label="Cab type" value={truck.cabtype} />
        </SimpleGrid>
      )}
      <Text size="sm" lineClamp={view === 'list' ? 3 : 2}>
        {truck.description}
      </Text>
      <Group justify="space-between" align="center" mt="auto" pt="xs" wrap="nowrap">
        <Text className={classes.price}>{formatPrice(truck.price)}</Text>
        <Button component={Link} to={`/trucks/${truck.id}`} color="brand">
          View Details
        </Button>
      </Group>
    </Stack>
  );

  if (view === 'list') {
    return (
      <Card withBorder shadow="xs" padding="md" className={classes.card} component="article">
        <div className={classes.listLayout}>
          {image}
          {body}
        </div>
      </Card>
    );
  }
  return (
    <Card withBorder shadow="xs" padding="md" className={classes.card} component="article">
      <Card.Section mb="md">{image}</Card.Section>
      {body}
    </Card>
  );
});

function Spec({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value ?? '—'}
      </Text>
    </div>
  );
}
