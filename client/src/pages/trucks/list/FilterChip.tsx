import { Badge, CloseButton, Group, Text } from '@mantine/core';

/** A filter set from a link (body type, model, availability), shown with a button that removes it. */
export function FilterChip({ label, value, onRemove }: { label: string; value: string; onRemove: () => void }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}:
      </Text>
      <Badge
        size="lg"
        variant="light"
        color="accent"
        tt="none"
        rightSection={
          <CloseButton size="xs" aria-label={`Remove the ${label.toLowerCase()} filter ${value}`} onClick={onRemove} />
        }
      >
        {value}
      </Badge>
    </Group>
  );
}
