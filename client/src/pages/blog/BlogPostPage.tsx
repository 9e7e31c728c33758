import { useEffect, useState } from 'react';
import {
  Anchor,
  Box,
  Button,
  Center,
  Container,
  Divider,
  Group,
  Image,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Typography,
} from '@mantine/core';
import { IconCalendar, IconEye, IconShare, IconTag, IconUser } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';
import { formatDate } from '@dealer/schema';
import {
  useBlogPostDetailQuery,
  useRecordBlogViewMutation,
  useRelatedBlogPostsQuery,
  type BlogPostDetailQuery,
} from '../../gql/graphql';
import { claimBlogView } from './blogViews';
import { BlogPostCard, blogTagHref, viewsText } from './BlogPostCard';
import { sharePage } from './share';
import classes from './Blog.module.css';
import { usePageTitle } from '../../app/pageTitle';

const RELATED_POSTS = 3;

type Post = BlogPostDetailQuery['blogPost'];

function parseId(value: string | undefined): number | null {
  return value && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

function BackToBlog() {
  return (
    <Anchor component={Link} to="/blog" c="brand.7" fw={600} size="sm">
      ← Back to Blog
    </Anchor>
  );
}

function ShareButton({ post, variant = 'default' }: { post: Post; variant?: 'default' | 'filled' }) {
  return (
    <Button
      variant={variant}
      color={variant === 'filled' ? 'accent' : undefined}
      leftSection={<IconShare size={18} aria-hidden />}
      onClick={() => void sharePage({ title: post.title, url: window.location.href })}
    >
      Share
    </Button>
  );
}

export function BlogPostPage() {
  const id = parseId(useParams().id);
  const [result] = useBlogPostDetailQuery({
    variables: { id: id ?? 0 },
    pause: id === null,
    requestPolicy: 'cache-and-network',
  });
  const post = id === null ? undefined : result.data?.blogPost;
  usePageTitle(`${post?.title ?? 'News & Updates'} | Leicester Commercial Trucks`);

  if (id !== null && !post && !result.error) {
    return (
      <Center py={120}>
        <Stack align="center" gap="sm">
          <Loader color="accent" aria-hidden />
          <Text>Loading blog post...</Text>
        </Stack>
      </Center>
    );
  }

  if (!post) {
    const notFound = id === null || result.error?.graphQLErrors[0]?.extensions.code === 'NOT_FOUND';
    return (
      <Container size="sm" py={80}>
        <Paper withBorder radius="md" p="xl" ta="center">
          <Title order={1} size="h2" mb="sm">
            {notFound ? 'Blog post not found' : 'Failed to load blog post'}
          </Title>
          <Text c="dimmed" mb="lg">
            {notFound ? 'This post may have been moved or removed.' : 'Please try again in a moment.'}
          </Text>
          <BackToBlog />
        </Paper>
      </Container>
    );
  }

  return <BlogPostView post={post} />;
}

function BlogPostView({ post }: { post: Post }) {
  const [, recordView] = useRecordBlogViewMutation();
  const [counted, setCounted] = useState<{ id: number; views: number } | null>(null);
  const [related] = useRelatedBlogPostsQuery({ variables: { limit: RELATED_POSTS + 1 } });
  const relatedPosts = (related.data?.blogPosts.items ?? [])
    .filter((other) => other.id !== post.id)
    .slice(0, RELATED_POSTS);
  const views = counted?.id === post.id ? counted.views : post.views;

  // One view per visit: the mark in sessionStorage is set before the call, so a second run of
  // this effect (React's development double run, or coming back to the post) does not count again.
  useEffect(() => {
    if (!claimBlogView(post.id)) return;
    void recordView({ id: post.id }).then((answer) => {
      if (answer.data) setCounted({ id: post.id, views: answer.data.recordBlogView });
    });
  }, [post.id, recordView]);

  return (
    <Container size="md" py={{ base: 24, sm: 40 }}>
      <BackToBlog />
      <Box component="article" mt="md">
        <Stack gap="sm" mb="lg">
          {post.tags.length > 0 && (
            <Group gap={6}>
              {post.tags.map((tag) => (
                <Button
                  key={tag}
                  component={Link}
                  to={blogTagHref(tag)}
                  size="compact-sm"
                  variant="default"
                  radius="xl"
                  leftSection={<IconTag size={14} aria-hidden />}
                >
                  {tag}
                </Button>
              ))}
            </Group>
          )}
          <Title order={1} fz={{ base: 28, sm: 40 }} lh={1.2}>
            {post.title}
          </Title>
          <Group justify="space-between" gap="sm">
            <Group gap="lg" c="dimmed" fz="sm">
              <Group gap={4} wrap="nowrap">
                <IconCalendar size={16} aria-hidden />
                <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
              </Group>
              <Group gap={4} wrap="nowrap">
                <IconUser size={16} aria-hidden />
                <span>{post.author}</span>
              </Group>
              <Group gap={4} wrap="nowrap">
                <IconEye size={16} aria-hidden />
                <span>{viewsText(views)}</span>
              </Group>
            </Group>
            <ShareButton post={post} />
          </Group>
        </Stack>

        {post.featuredImage && (
          <Image src={post.featuredImage} alt={post.title} radius="md" mb="xl" mah={520} fit="cover" />
        )}

        {/* The server cleans the HTML when a post is saved, so it is shown as written. */}
        <Typography className={classes.content}>
          <div dangerouslySetInnerHTML={{ __html: post.content }} />
        </Typography>

        <Paper withBorder radius="md" p="lg" mt="xl" bg="gray.0">
          <Group justify="space-between" gap="sm">
            <div>
              <Text fw={700} c="brand.8">
                Found this useful?
              </Text>
              <Text size="sm" c="dimmed">
                Share it with your colleagues and customers.
              </Text>
            </div>
            <ShareButton post={post} variant="filled" />
          </Group>
        </Paper>
      </Box>

      {relatedPosts.length > 0 && (
        <Box component="section" mt={48} aria-labelledby="related-posts">
          <Divider mb="xl" />
          <Title order={2} size="h3" id="related-posts" mb="lg">
            Related Posts
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            {relatedPosts.map((other) => (
              <BlogPostCard key={other.id} post={other} compact />
            ))}
          </SimpleGrid>
        </Box>
      )}
    </Container>
  );
}
