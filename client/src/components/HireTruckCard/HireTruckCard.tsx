import { AspectRatio, Badge, Box, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconPhone } from '@tabler/icons-react';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { HIRE_STATUS_LABELS, HIRE_STATUS_TAGS, formatMileage } from '@dealer/schema';
import { useSiteContent } from '../../app/siteContent';
import { DEFAULT_TRUCK_IMAGE, telHref } from '../../app/siteDefaults';
import type { HireStatus, HireTruckCardFieldsFragment } from '../../gql/graphql';
import { hireRateLines } from './hireRates';
import classes from './HireTruckCard.module.css';
import type { ImageLoading } from '../cardImages';

// Dark enough for white badge text to read at 4.5:1.
const STATUS_COLOURS: Record<HireStatus, string> = {
  available: 'green.8',
  hired: '#b54708',
  maintenance: 'red.9',
};

/**
 * A truck of the hire fleet: its status, its rates (or 'Rates available on request'), and Call to
 * Book, which only an available truck offers.
 */
interface HireTruckCardProps {
  truck: HireTruckCardFieldsFragment;
  imageLoading?: ImageLoading;
}

export const HireTruckCard = memo(function HireTruckCard({ truck, imageLoading = 'lazy' }: HireTruckCardProps) {
  const { office_phone } = useSiteContent().contact;
  const available = truck.hireStatus === 'available';
  const rates = hireRateLines(truck);
  const facts = [truck.year, formatMileage(truck.mileage), truck.bodytype].filter(Boolean).join(' · ');

  return (
    <Card withBorder shadow="xs" padding="md" className={classes.card} component="article">
      <Card.Section mb="md" pos="relative">
        <AspectRatio ratio={4 / 3}>
          <Image
            src={truck.images[0] ?? DEFAULT_TRUCK_IMAGE}
            fallbackSrc={DEFAULT_TRUCK_IMAGE}
            alt={truck.title}
            loading={imageLoading}
          />
        </AspectRatio>
        <Badge className={classes.status} color={STATUS_COLOURS[truck.hireStatus]} variant="filled">
          {HIRE_STATUS_LABELS[truck.hireStatus]}
        </Badge>
      </Card.Section>
      <Stack gap="xs" style={{ flex: 1 }}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={3} className={classes.title} lineClamp={2}>
            {truck.title}
          </Title>
          <Badge size="sm" variant="dot" color={STATUS_COLOURS[truck.hireStatus]} style={{ flex: 'none' }}>
            {HIRE_STATUS_TAGS[truck.hireStatus]}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {facts}
        </Text>
        <Box className={classes.rates}>
          {rates.length ? (
            <Stack gap={2}>
              {rates.map((line) => (
                <Text key={line} size="sm" className={classes.rate}>
                  {line}
                </Text>
              ))}
            </Stack>
          ) : (
            <Text size="sm" fw={600}>
              Rates available on request
            </Text>
          )}
        </Box>
        <Group gap="xs" mt="auto" pt="xs" className={classes.actions}>
          {available ? (
            <Button
              component="a"
              href={telHref(office_phone)}
              color="accent"
              size="sm"
              leftSection={<IconPhone size={16} aria-hidden />}
            >
              Call to Book
            </Button>
          ) : (
            <Button disabled size="sm" leftSection={<IconPhone size={16} aria-hidden />}>
              Call to Book
            </Button>
          )}
          <Button
            component={Link}
            to={`/trucks/${truck.id}`}
            variant="outline"
            color="brand"
            size="sm"
            leftSection={<IconEye size={16} aria-hidden />}
          >
            View Details
          </Button>
        </Group>
      </Stack>
    </Card>
  );
});
