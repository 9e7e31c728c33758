import { useEffect, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Center,
  CloseButton,
  Container,
  Group,
  Image,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconPlus, IconSearch } from '@tabler/icons-react';
import { useSearchParams } from 'react-router-dom';
import { PART_CATEGORIES, PART_CONDITIONS, thumbnailUrl } from '@dealer/schema';
import { ListPagination } from '../../../components/admin/ListPagination';
import { RowActions } from '../../../components/admin/RowActions';
import { useCan } from '../../../app/auth/permissions';
import { errorText } from '../../../app/errors';
import { isUnauthenticated } from '../../../app/urqlClient';
import { useAdminPartListQuery, useDeletePartMutation, type AdminPartFragment } from '../../../gql/graphql';
import { PART_PLACEHOLDER_IMAGE } from '../../parts/images';
import {
  BADGE_SHADES,
  availabilityColor,
  conditionColor,
  hasPartFilters,
  toPartFilterInput,
  type PartFilters,
} from '../../parts/partRules';
import { ConfirmDeleteModal } from '../ConfirmDeleteModal';
import classes from './PartsAdmin.module.css';
import {
  PartFormModal,
  duplicatePartTarget,
  editPartTarget,
  newPartTarget,
  type PartFormTarget,
} from './PartFormModal';
import { usePageTitle } from '../../../app/pageTitle';

const PAGE_SIZE = 50;
const SEARCH_DELAY_MS = 300;
/** Deleting a part answers a boolean, and an empty list names no type, so the cache is told which to refresh. */
const PART_TYPES = { additionalTypenames: ['Part'] };
const LOAD_FAILED = 'Failed to load parts data';
const DELETE_FAILED = 'Failed to delete part';

/** The filters live in the address (?search=&category=&condition=), so a reload or a shared link keeps them. */
function filtersFrom(params: URLSearchParams): PartFilters {
  const pick = (name: string, options: readonly string[]) => {
    const value = params.get(name);
    return value && options.includes(value) ? value : null;
  };
  return {
    search: params.get('search') ?? '',
    category: pick('category', PART_CATEGORIES),
    condition: pick('condition', PART_CONDITIONS),
  };
}

export function PartsAdminPage() {
  usePageTitle('Parts Management | Leicester Commercial Trucks');
  // Viewers read the parts; editors, managers and administrators change them.
  const canWrite = useCan('catalogue:write');
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const filterKey = JSON.stringify(filters);
  const [searchText, setSearchText] = useState(filters.search);
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const [formTarget, setFormTarget] = useState<PartFormTarget | null>(null);
  const [deleting, setDeleting] = useState<AdminPartFragment | null>(null);

  const setFilter = (name: keyof PartFilters, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value?.trim()) next.set(name, value.trim());
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const commitSearch = useDebouncedCallback((search: string) => setFilter('search', search), SEARCH_DELAY_MS);
  const clearFilters = () => {
    commitSearch.cancel();
    setSearchText('');
    setParams(new URLSearchParams(), { replace: true });
  };

  const [result, refetch] = useAdminPartListQuery({
    variables: { filter: toPartFilterInput(filters), skip: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE },
    requestPolicy: 'cache-and-network',
    context: PART_TYPES,
  });
  const [, deletePart] = useDeletePartMutation();

  // While a new filter or page loads, the last answer stays on screen (dimmed) instead of a spinner.
  const [lastData, setLastData] = useState(result.data);
  if (result.data && result.data !== lastData) setLastData(result.data);
  const data = result.data ?? lastData;

  // List-level errors: a red toast at the bottom right (the app's notifications sit there).
  const loadError = result.error;
  useEffect(() => {
    if (!loadError || isUnauthenticated(loadError)) return;
    notifications.show({ id: 'parts-load-error', color: 'red', message: LOAD_FAILED, position: 'bottom-right' });
  }, [loadError]);

  const matching = data?.parts.total ?? 0;
  const pages = Math.ceil(matching / PAGE_SIZE);
  // A delete can empty the last page: show the new last page instead.
  useEffect(() => {
    if (data && pages > 0 && page > pages) setPaging({ filterKey, page: pages });
  }, [data, pages, page, filterKey]);

  const confirmDelete = async () => {
    if (!deleting) return;
    const outcome = await deletePart({ id: deleting.id }, PART_TYPES);
    if (outcome.error || !outcome.data?.deletePart) {
      // The auth context tells of an expired session once, on the way to sign in.
      if (outcome.error && isUnauthenticated(outcome.error)) return;
      notifications.show({ color: 'red', message: errorText(outcome.error, DELETE_FAILED), position: 'bottom-right' });
      return;
    }
    notifications.show({ color: 'green', message: 'Part deleted successfully' });
    setDeleting(null);
  };

  if (!data && !result.error) {
    return (
      <Center py={120}>
        <Stack align="center" gap="sm">
          <Loader color="accent" aria-hidden />
          <Text>Loading parts...</Text>
        </Stack>
      </Center>
    );
  }

  const inventory = data?.inventory.total ?? 0;
  const parts = data?.parts.items ?? [];
  const filtering = hasPartFilters(filters);

  return (
    // Wider than the other screens: the table needs 1400px and gets it on a wide monitor.
    <Container size={1600} py="xl">
      <Group justify="space-between" align="center" mb="lg" gap="sm">
        <div>
          <Group gap="sm" align="center">
            <Title order={1}>Parts Management</Title>
            {!canWrite && (
              <Badge color="gray" variant="light" size="lg">
                Read-only
              </Badge>
            )}
          </Group>
          {data && (
            <Text c="dimmed" mt={4}>
              Current Inventory: {inventory} parts
            </Text>
          )}
        </div>
        {canWrite && (
          <Button
            color="accent"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setFormTarget(newPartTarget())}
          >
            Add New Part
          </Button>
        )}
      </Group>
      {!canWrite && (
        <Text c="dimmed" mb="md">
          Your role can view the parts but not change them.
        </Text>
      )}

      <Paper withBorder radius="md" p="md" bg="gray.0" mb="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="sm">
          <TextInput
            label="Search"
            placeholder="Name, part number or compatibility"
            leftSection={<IconSearch size={18} aria-hidden />}
            value={searchText}
            onChange={(event) => {
              setSearchText(event.currentTarget.value);
              commitSearch(event.currentTarget.value);
            }}
            rightSection={
              searchText ? (
                <CloseButton
                  aria-label="Clear search"
                  onClick={() => {
                    commitSearch.cancel();
                    setSearchText('');
                    setFilter('search', null);
                  }}
                />
              ) : null
            }
          />
          <Select
            label="Category"
            placeholder="All categories"
            data={[...PART_CATEGORIES]}
            value={filters.category}
            onChange={(category) => setFilter('category', category)}
            clearable
          />
          <Select
            label="Condition"
            placeholder="All conditions"
            data={[...PART_CONDITIONS]}
            value={filters.condition}
            onChange={(condition) => setFilter('condition', condition)}
            clearable
          />
        </SimpleGrid>
        <Group justify="space-between" mt="sm" gap="xs" mih={28}>
          <Text fw={600} aria-live="polite">
            {data ? `Showing ${matching} of ${inventory} parts` : ''}
          </Text>
          {(filtering || searchText) && (
            <Button variant="subtle" color="dark" size="compact-sm" onClick={clearFilters}>
              Clear filters
            </Button>
          )}
        </Group>
      </Paper>

      {!data ? (
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={LOAD_FAILED}>
          <Text mb="md">{errorText(result.error, 'The parts could not be loaded. Check your connection and try again.')}</Text>
          <Button color="red" variant="light" onClick={() => refetch({ requestPolicy: 'network-only' })}>
            Try Again
          </Button>
        </Alert>
      ) : parts.length === 0 ? (
        <Paper withBorder radius="md" p="xl" ta="center">
          <Stack align="center" gap="xs">
            <Title order={2} size="h3">
              {filtering ? 'No parts match your filters' : 'No parts yet'}
            </Title>
            <Text c="dimmed">
              {filtering
                ? 'Try another search, category or condition.'
                : canWrite
                  ? 'Add the first part to start the catalogue.'
                  : 'Staff who can edit the catalogue add parts here.'}
            </Text>
            {filtering ? (
              <Button mt="sm" variant="default" onClick={clearFilters}>
                Clear filters
              </Button>
            ) : (
              canWrite && (
                <Button
                  mt="sm"
                  color="accent"
                  leftSection={<IconPlus size={16} aria-hidden />}
                  onClick={() => setFormTarget(newPartTarget())}
                >
                  Add New Part
                </Button>
              )
            )}
          </Stack>
        </Paper>
      ) : (
        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
          <Table.ScrollContainer minWidth={1400} type="scrollarea">
            <Table
              striped
              highlightOnHover
              verticalSpacing="sm"
              aria-busy={result.fetching}
              style={{ opacity: result.fetching ? 0.6 : 1, transition: 'opacity 150ms ease' }}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Part</Table.Th>
                  <Table.Th>Category</Table.Th>
                  <Table.Th>Part Number</Table.Th>
                  <Table.Th>Condition</Table.Th>
                  <Table.Th>Price</Table.Th>
                  <Table.Th>Availability</Table.Th>
                  {canWrite && <Table.Th className={classes.actions}>Actions</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {parts.map((part) => (
                  <Table.Tr key={part.id}>
                    <Table.Td maw={480}>
                      <Group gap="sm" wrap="nowrap">
                        <Image
                          src={thumbnailUrl(part.image) || PART_PLACEHOLDER_IMAGE}
                          fallbackSrc={PART_PLACEHOLDER_IMAGE}
                          alt=""
                          w={64}
                          h={48}
                          miw={64}
                          radius="sm"
                          fit="cover"
                          loading="lazy"
                        />
                        <div>
                          <Group gap={6} wrap="nowrap">
                            <Text fw={600} c="brand.8">
                              {part.name}
                            </Text>
                            {part.featured && (
                              <Badge size="xs" color="accent" variant="light">
                                Featured
                              </Badge>
                            )}
                          </Group>
                          <Text size="xs" c="dimmed" lineClamp={1}>
                            Fits: {part.compatibility}
                          </Text>
                        </div>
                      </Group>
                    </Table.Td>
                    <Table.Td>{part.category}</Table.Td>
                    <Table.Td ff="monospace">{part.partNumber}</Table.Td>
                    <Table.Td>
                      <Badge color={BADGE_SHADES[conditionColor(part.condition)]} variant="filled">
                        {part.condition}
                      </Badge>
                    </Table.Td>
                    <Table.Td fw={700}>{part.price}</Table.Td>
                    <Table.Td>
                      <Badge color={BADGE_SHADES[availabilityColor(part.availability)]} variant="filled">
                        {part.availability}
                      </Badge>
                    </Table.Td>
                    {canWrite && (
                      <Table.Td className={classes.actions}>
                        <RowActions label={part.name} onEdit={() => setFormTarget(editPartTarget(part))} onDuplicate={() => setFormTarget(duplicatePartTarget(part))} onDelete={() => setDeleting(part)} />
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListPagination pages={pages} page={page} onChange={(next) => setPaging({ filterKey, page: next })} />
        </Paper>
      )}

      {canWrite && (
        <>
          <PartFormModal target={formTarget} onClose={() => setFormTarget(null)} />
          <ConfirmDeleteModal
            opened={deleting !== null}
            title="Delete Part"
            question="Are you sure you want to delete this part?"
            onConfirm={confirmDelete}
            onClose={() => setDeleting(null)}
          />
        </>
      )}
    </Container>
  );
}
