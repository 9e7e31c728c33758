import { useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Container,
  Group,
  Image,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconNews, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { formatDate, thumbnailUrl } from '@dealer/schema';
import { ListPagination } from '../../../components/admin/ListPagination';
import { RowActions } from '../../../components/admin/RowActions';
import { useCan } from '../../../app/auth/permissions';
import { errorText } from '../../../app/errors';
import { useSiteContent } from '../../../app/siteContent';
import { isUnauthenticated } from '../../../app/urqlClient';
import {
  useBlogAdminDeletePostMutation,
  useBlogAdminPostsQuery,
  type BlogAdminPostFragment,
} from '../../../gql/graphql';
import { ConfirmDeleteModal } from '../ConfirmDeleteModal';
import { BlogPostFormModal, editPostTarget, newPostTarget, type BlogFormTarget } from './BlogPostFormModal';
import { usePageTitle } from '../../../app/pageTitle';

/** The spec's admin list limit; further posts are a page away. */
const PAGE_SIZE = 50;
/** Deleting answers a boolean, and an empty list names no type: both need telling what to refresh. */
const POST_TYPES = { additionalTypenames: ['BlogPost'] };

function Thumbnail({ src }: { src: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <Center w={64} h={48} bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-sm)', flexShrink: 0 }}>
        <IconNews size={22} color="var(--mantine-color-gray-6)" aria-hidden />
      </Center>
    );
  }
  return <Image src={thumbnailUrl(src)} alt="" w={64} h={48} radius="sm" fit="cover" style={{ flexShrink: 0 }} onError={() => setFailed(src)} />;
}

export function BlogAdminPage() {
  usePageTitle('Blog Administration | Leicester Commercial Trucks');
  // Viewers read the posts; editors, managers and administrators change them.
  const canWrite = useCan('catalogue:write');
  const { contact } = useSiteContent();
  const [page, setPage] = useState(1);
  const [formTarget, setFormTarget] = useState<BlogFormTarget | null>(null);
  const [deleting, setDeleting] = useState<BlogAdminPostFragment | null>(null);
  const [result, refetch] = useBlogAdminPostsQuery({
    variables: { skip: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE },
    requestPolicy: 'cache-and-network',
    context: POST_TYPES,
  });
  const [, deletePost] = useBlogAdminDeletePostMutation();

  const confirmDelete = async () => {
    if (!deleting) return;
    const outcome = await deletePost({ id: deleting.id }, POST_TYPES);
    if (outcome.error || !outcome.data?.deleteBlogPost) {
      // The auth context tells of an expired session once, on the way to sign in.
      if (outcome.error && isUnauthenticated(outcome.error)) return;
      notifications.show({ color: 'red', message: errorText(outcome.error, 'Failed to delete post') });
      return;
    }
    notifications.show({ color: 'green', message: 'Post deleted successfully' });
    setDeleting(null);
  };

  if (result.fetching && !result.data) {
    return (
      <Center py={120}>
        <Stack align="center" gap="sm">
          <Loader color="accent" aria-hidden />
          <Text>Loading blog posts...</Text>
        </Stack>
      </Center>
    );
  }

  if (result.error && !result.data) {
    const detail = errorText(result.error, '');
    return (
      <Container size="sm" py={80}>
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title="Failed to load blog posts">
          {detail && <Text mb="md">{detail}</Text>}
          <Button color="red" variant="light" mt={detail ? 0 : 'xs'} onClick={() => refetch({ requestPolicy: 'network-only' })}>
            Try Again
          </Button>
        </Alert>
      </Container>
    );
  }

  const total = result.data?.blogPosts.total ?? 0;
  const posts = result.data?.blogPosts.items ?? [];
  const pages = Math.ceil(total / PAGE_SIZE);
  // Deleting the last post of the last page leaves that page empty: show the one before.
  if (page > 1 && page > pages && !result.fetching) setPage(Math.max(1, pages));

  return (
    <Container size="xl" py="xl">
      <Group justify="space-between" align="center" mb="lg" gap="sm">
        <Group gap="sm" align="center">
          <Title order={1}>Blog Administration</Title>
          {!canWrite && (
            <Badge color="gray" variant="light" size="lg">
              Read-only
            </Badge>
          )}
        </Group>
        {canWrite && (
          <Button
            color="accent"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setFormTarget(newPostTarget(contact.company_name))}
          >
            New Post
          </Button>
        )}
      </Group>
      {!canWrite && (
        <Text c="dimmed" mb="md">
          Your role can view the blog posts but not change them.
        </Text>
      )}
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Title order={2} size="h3" mb="md">
          Blog Posts ({total})
        </Title>
        {posts.length === 0 ? (
          <Text c="dimmed" py="lg" ta="center">
            No blog posts yet.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={canWrite ? 920 : 840}>
            <Table striped highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th miw={300}>Post</Table.Th>
                  <Table.Th>Author</Table.Th>
                  <Table.Th w={120}>Status</Table.Th>
                  <Table.Th w={80} ta="right">
                    Views
                  </Table.Th>
                  <Table.Th w={150}>Date</Table.Th>
                  {canWrite && <Table.Th w={90}>Actions</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {posts.map((post) => (
                  <Table.Tr key={post.id}>
                    <Table.Td>
                      <Group gap="sm" wrap="nowrap" align="flex-start">
                        <Thumbnail src={post.featuredImage} />
                        <Stack gap={4} miw={0}>
                          <Anchor component={Link} to={`/blog/${post.id}`} fw={600} c="brand.8" lineClamp={2}>
                            {post.title}
                          </Anchor>
                          {post.tags.length > 0 && (
                            <Group gap={4} aria-label="Tags">
                              {post.tags.map((tag) => (
                                <Badge key={tag} size="xs" variant="light" color="gray" tt="none">
                                  {tag}
                                </Badge>
                              ))}
                            </Group>
                          )}
                        </Stack>
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{post.author}</Text>
                    </Table.Td>
                    <Table.Td>
                      {post.published ? (
                        <Badge color="green" variant="light">
                          Published
                        </Badge>
                      ) : (
                        <Badge color="gray" variant="light">
                          Draft
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {post.views.toLocaleString('en-GB')}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
                    </Table.Td>
                    {canWrite && (
                      <Table.Td>
                        <RowActions label={post.title} onEdit={() => setFormTarget(editPostTarget(post))} onDelete={() => setDeleting(post)} />
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <ListPagination pages={pages} page={page} onChange={setPage} />
      </Paper>
      {canWrite && (
        <>
          <BlogPostFormModal target={formTarget} onClose={() => setFormTarget(null)} />
          <ConfirmDeleteModal
            opened={deleting !== null}
            title="Delete Post"
            question="Are you sure you want to delete this blog post?"
            onConfirm={confirmDelete}
            onClose={() => setDeleting(null)}
          />
        </>
      )}
    </Container>
  );
}
