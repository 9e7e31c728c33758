import { Box, Group, Pagination, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import type { CombinedError } from 'urql';
import { errorText } from '../../../app/errors';
import { TruckCardSkeleton, type TruckView } from '../../../components/TruckCard';

const PLACEHOLDER_CARDS = 6;

interface ResultCountProps {
  total: number;
  firstLoad: boolean;
  fetching: boolean;
  error?: CombinedError;
}

/** 'Showing N trucks', the loading marker, and the load error in red under the count. */
export function ResultCount({ total, firstLoad, fetching, error }: ResultCountProps) {
  return (
    <div>
      <Group justify="space-between" gap="xs">
        {/* A heading, so the cards' headings below it sit under a level-2 heading. */}
        <Title order={2} fz="md" fw={600} c="var(--mantine-color-text)" aria-live="polite">
          {firstLoad ? 'Loading trucks...' : `Showing ${total} ${total === 1 ? 'truck' : 'trucks'}`}
        </Title>
        {fetching && !firstLoad && (
          <Text size="sm" c="dimmed">
            Loading trucks...
          </Text>
        )}
      </Group>
      {error && (
        <Text c="red.7" size="sm" mt={4} role="alert">
          {errorText(error, 'Failed to load trucks')}
        </Text>
      )}
    </div>
  );
}

interface TruckResultsProps<T> {
  trucks: T[];
  firstLoad: boolean;
  fetching: boolean;
  view?: TruckView;
  /** Shown when the list is loaded and empty. */
  empty: ReactNode;
  /** `index` is the card's place in the list (see cardImageLoading). */
  renderCard: (truck: T, view: TruckView, index: number) => ReactNode;
}

/** Six placeholder cards while loading, the empty state, or the cards in a grid or a list. */
export function TruckResults<T extends { id: number }>({
  trucks,
  firstLoad,
  fetching,
  view = 'grid',
  empty,
  renderCard,
}: TruckResultsProps<T>) {
  if (firstLoad) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, i) => (
          <TruckCardSkeleton key={i} />
        ))}
      </SimpleGrid>
    );
  }
  if (trucks.length === 0) return <>{empty}</>;
  return (
    // The old cards stay, faded, until the new answer arrives.
    <Box aria-busy={fetching} style={{ opacity: fetching ? 0.6 : 1, transition: 'opacity 150ms ease' }}>
      {view === 'grid' ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {trucks.map((truck, index) => (
            <Fragment key={truck.id}>{renderCard(truck, 'grid', index)}</Fragment>
          ))}
        </SimpleGrid>
      ) : (
        <Stack gap="md">
          {trucks.map((truck, index) => (
            <Fragment key={truck.id}>{renderCard(truck, 'list', index)}</Fragment>
          ))}
        </Stack>
      )}
    </Box>
  );
}

export function TruckPagination({
  total,
  page,
  onChange,
}: {
  total: number;
  page: number;
  onChange: (page: number) => void;
}) {
  if (total <= 1) return null;
  return (
    <Group justify="center" mt="lg">
      <Pagination
        total={total}
        value={Math.min(page, total)}
        onChange={(next) => {
          onChange(next);
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
        color="brand"
        getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
        getControlProps={(control) => ({ 'aria-label': `${control[0].toUpperCase()}${control.slice(1)} page` })}
      />
    </Group>
  );
}
