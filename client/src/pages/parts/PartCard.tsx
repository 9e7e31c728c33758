import { AspectRatio, Badge, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { memo } from 'react';
import { PART_PLACEHOLDER_IMAGE } from './images';
import { BADGE_SHADES, availabilityColor, conditionColor, type CataloguePart } from './partRules';
import type { ImageLoading } from '../../components/cardImages';

interface PartCardProps {
  part: CataloguePart;
  onEnquire: (part: CataloguePart) => void;
  imageLoading?: ImageLoading;
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm">
      <Text span fw={600} c="brand.8">
        {label}:
      </Text>{' '}
      {value || '—'}
    </Text>
  );
}

export const PartCard = memo(function PartCard({ part, onEnquire, imageLoading = 'lazy' }: PartCardProps) {
  return (
    <Card withBorder radius="md" padding="lg" shadow="xs" h="100%">
      <Card.Section>
        <AspectRatio ratio={4 / 3}>
          <Image
            src={part.image || PART_PLACEHOLDER_IMAGE}
            fallbackSrc={PART_PLACEHOLDER_IMAGE}
            alt={part.name}
            loading={imageLoading}
          />
        </AspectRatio>
      </Card.Section>
      <Stack gap="xs" mt="md" style={{ flex: 1 }}>
        <Group gap={6}>
          <Badge color={BADGE_SHADES[conditionColor(part.condition)]} variant="filled">
            {part.condition}
          </Badge>
          <Badge color={BADGE_SHADES[availabilityColor(part.availability)]} variant="filled">
            {part.availability}
          </Badge>
        </Group>
        <Title order={3} size="h4" lh={1.3}>
          {part.name}
        </Title>
        <Stack gap={2}>
          <Detail label="Part No" value={part.partNumber} />
          <Detail label="Fits" value={part.compatibility} />
          <Detail label="Coverage" value={part.warranty} />
        </Stack>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {part.description}
        </Text>
        <Group justify="space-between" align="center" mt="auto" pt="sm" gap="sm">
          <Text fz={24} fw={800} c="accent.8">
            {part.price || 'POA'}
          </Text>
          <Button
            color="accent"
            leftSection={<IconMessageCircle size={18} aria-hidden />}
            onClick={() => onEnquire(part)}
            aria-label={`Enquire Now about ${part.name}`}
          >
            Enquire Now
          </Button>
        </Group>
      </Stack>
    </Card>
  );
});
