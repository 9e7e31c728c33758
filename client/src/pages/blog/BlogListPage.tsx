import { useEffect, useMemo, useState } from 'react';
import { Alert, Anchor, Center, Container, Grid, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconNewsOff } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router-dom';
import { BLOG_DEFAULT_PAGE_SIZE } from '@dealer/schema';
import { PageHero } from '../../components/PageHero';
import { useBlogListQuery } from '../../gql/graphql';
import { BlogPostCard, blogTagHref } from './BlogPostCard';
import classes from './Blog.module.css';
import { cardImageLoading } from '../../components/cardImages';
import { usePageTitle } from '../../app/pageTitle';

interface TagLinkProps {
  to: string;
  label: string;
  /** Unknown until the first answer. */
  count: number | undefined;
  current: boolean;
}

function TagLink({ to, label, count, current }: TagLinkProps) {
  return (
    <li>
      <Link to={to} className={classes.tagLink} aria-current={current ? 'page' : undefined}>
        <span>{label}</span>
        {count !== undefined && (
          <>
            {' '}
            <span className={classes.tagCount}>({count})</span>
          </>
        )}
      </Link>
    </li>
  );
}

export function BlogListPage() {
  usePageTitle('News & Updates | Leicester Commercial Trucks');
  const [searchParams] = useSearchParams();
  const tag = searchParams.get('tag')?.trim() || null;
  // A new tag is a new query: urql fetches the list again, with the counts in the same request.
  const [result] = useBlogListQuery({
    variables: { tag, limit: BLOG_DEFAULT_PAGE_SIZE },
    requestPolicy: 'cache-and-network',
  });

  // The sidebar keeps the last counts while another tag's posts load, rather than flashing empty.
  const loaded = result.data;
  const current = useMemo(() => loaded && { all: loaded.allPosts.total, tags: loaded.blogTags }, [loaded]);
  const [last, setLast] = useState<typeof current>(undefined);
  useEffect(() => {
    if (current) setLast(current);
  }, [current]);
  const counts = current ?? last;

  const posts = result.data?.posts.items ?? [];
  const loading = result.fetching && !result.data;

  return (
    <>
      <PageHero title="News & Updates" subtitle="Stock news, workshop advice and updates from our team in Leicester." />
      <Container size="xl" py={{ base: 32, sm: 48 }}>
        <Grid gap={{ base: 24, md: 40 }}>
          <Grid.Col span={{ base: 12, md: 3 }}>
            <Paper withBorder radius="md" p="md" component="nav" aria-labelledby="blog-categories">
              <Title order={2} size="h4" id="blog-categories" mb="sm">
                Categories
              </Title>
              <ul className={classes.tagList}>
                <TagLink to="/blog" label="All Posts" count={counts?.all} current={tag === null} />
                {counts?.tags.map((item) => (
                  <TagLink
                    key={item.tag}
                    to={blogTagHref(item.tag)}
                    label={item.tag}
                    count={item.count}
                    current={tag === item.tag}
                  />
                ))}
              </ul>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            {tag && !loading && !result.error && posts.length > 0 && (
              <Text mb="md" fw={600}>
                Posts tagged &ldquo;{tag}&rdquo;
              </Text>
            )}
            {loading ? (
              <Center py={80}>
                <Stack align="center" gap="sm">
                  <Loader color="accent" aria-hidden />
                  <Text>Loading blog posts...</Text>
                </Stack>
              </Center>
            ) : result.error && !result.data ? (
              <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
                Failed to load blog posts
              </Alert>
            ) : posts.length === 0 ? (
              <Paper withBorder radius="md" p="xl" ta="center">
                <Stack align="center" gap="xs">
                  <IconNewsOff size={48} stroke={1.5} color="var(--mantine-color-gray-6)" aria-hidden />
                  <Title order={2} size="h3">
                    No posts found
                  </Title>
                  <Text c="dimmed">{tag ? `No posts found for "${tag}"` : 'No blog posts available yet.'}</Text>
                  {tag && (
                    <Anchor component={Link} to="/blog" c="accent.9" fw={600} mt="xs">
                      View all posts
                    </Anchor>
                  )}
                </Stack>
              </Paper>
            ) : (
              <SimpleGrid
                cols={{ base: 1, sm: 2 }}
                spacing="lg"
                aria-busy={result.fetching}
                style={{ opacity: result.fetching ? 0.6 : 1, transition: 'opacity 150ms ease' }}
              >
                {posts.map((post, index) => (
                  <BlogPostCard key={post.id} post={post} imageLoading={cardImageLoading(index)} />
                ))}
              </SimpleGrid>
            )}
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
