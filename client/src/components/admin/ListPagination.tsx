import { Group, Pagination } from '@mantine/core';

/** Page numbers under a back-office list; nothing when everything fits on one page. */
export function ListPagination({ pages, page, onChange }: { pages: number; page: number; onChange: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <Group justify="center" mt="md">
      <Pagination total={pages} value={page} onChange={onChange} getItemProps={(p) => ({ 'aria-label': `Page ${p}` })} />
    </Group>
  );
}
