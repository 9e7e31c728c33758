import { Anchor, AspectRatio, Box, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconCalendar, IconEye, IconNews, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { formatDate } from '@dealer/schema';
import type { BlogPostCardFieldsFragment } from '../../gql/graphql';
import classes from './Blog.module.css';
import type { ImageLoading } from '../../components/cardImages';

export function blogTagHref(tag: string): string {
  return `/blog?tag=${encodeURIComponent(tag)}`;
}

export function viewsText(views: number): string {
  return `${views.toLocaleString('en-GB')} ${views === 1 ? 'view' : 'views'}`;
}

/** The post's picture, or a plain branded panel when it has none. */
export function BlogImage({ src, alt, loading = 'lazy' }: { src: string | null; alt: string; loading?: ImageLoading }) {
  return (
    <AspectRatio ratio={16 / 9}>
      {src ? (
        <Image src={src} alt={alt} loading={loading} />
      ) : (
        <Box className={classes.noImage} aria-hidden>
          <IconNews size={56} stroke={1.2} />
        </Box>
      )}
    </AspectRatio>
  );
}

interface BlogPostCardProps {
  post: BlogPostCardFieldsFragment;
  /** Related posts show less: no tags, no excerpt lines beyond two. */
  compact?: boolean;
  imageLoading?: ImageLoading;
}

export function BlogPostCard({ post, compact = false, imageLoading }: BlogPostCardProps) {
  const href = `/blog/${post.id}`;
  return (
    <Card withBorder radius="md" padding="lg" shadow="xs" h="100%" className={classes.card}>
      <Card.Section>
        <Link to={href} tabIndex={-1} aria-hidden>
          <BlogImage src={post.featuredImage} alt="" loading={imageLoading} />
        </Link>
      </Card.Section>
      <Stack gap="xs" mt="md" style={{ flex: 1 }}>
        <Group gap="md" c="dimmed" fz="sm">
          <Group gap={4} wrap="nowrap">
            <IconCalendar size={16} aria-hidden />
            <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
          </Group>
          <Group gap={4} wrap="nowrap">
            <IconEye size={16} aria-hidden />
            <span>{viewsText(post.views)}</span>
          </Group>
          {!compact && (
            <Group gap={4} wrap="nowrap">
              <IconUser size={16} aria-hidden />
              <span>{post.author}</span>
            </Group>
          )}
        </Group>
        <Title order={compact ? 3 : 2} size="h4" lh={1.3}>
          <Link to={href} className={classes.titleLink}>
            {post.title}
          </Link>
        </Title>
        <Text size="sm" c="dimmed" lineClamp={compact ? 2 : 3}>
          {post.excerpt}
        </Text>
        {!compact && post.tags.length > 0 && (
          <Group gap={6}>
            {post.tags.map((tag) => (
              <Button
                key={tag}
                component={Link}
                to={blogTagHref(tag)}
                size="compact-xs"
                variant="default"
                radius="xl"
                aria-label={`Show posts tagged ${tag}`}
              >
                {tag}
              </Button>
            ))}
          </Group>
        )}
        <Group mt="auto" pt="xs">
          <Anchor component={Link} to={href} fw={700} c="accent.9" size="sm" aria-label={`Read More: ${post.title}`}>
            <Group component="span" gap={4}>
              Read More
              <IconArrowRight size={16} aria-hidden />
            </Group>
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}
