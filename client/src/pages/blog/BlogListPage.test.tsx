import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { mockClient, renderWithProviders, type MockAnswer } from '../../test/render';
import { BlogListPage } from './BlogListPage';

const post = {
  id: 3,
  title: 'Preparing your truck for winter',
  excerpt: 'Five checks that keep you moving when the temperature drops.',
  featuredImage: null,
  tags: ['Maintenance', 'Winter'],
  author: 'Workshop Team',
  views: 42,
  createdAt: '2026-01-15T10:00:00.000Z',
};

const answer = (items: (typeof post)[], all = items.length): MockAnswer => ({
  data: {
    posts: { total: items.length, items },
    allPosts: { total: all },
    blogTags: [
      { tag: 'Maintenance', count: 4 },
      { tag: 'Winter', count: 1 },
    ],
  },
});

function renderBlog(list: MockAnswer | undefined, route = '/blog') {
  const client = mockClient(list ? { BlogList: list } : {});
  renderWithProviders(
    <Routes>
      <Route path="/blog" element={<BlogListPage />} />
    </Routes>,
    { route, client },
  );
  return client;
}

describe('/blog', () => {
  it('says it is loading', () => {
    renderBlog(undefined);
    expect(screen.getByRole('heading', { name: 'News & Updates', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Loading blog posts...')).toBeInTheDocument();
  });

  it('lists the posts with their date, views, author, tags and the category counts', () => {
    renderBlog(answer([post], 5));
    expect(screen.getByRole('heading', { name: 'Categories' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All Posts (5)' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Maintenance (4)' })).toHaveAttribute('href', '/blog?tag=Maintenance');
    expect(screen.getByRole('link', { name: post.title })).toHaveAttribute('href', '/blog/3');
    expect(screen.getByText('15 January 2026')).toBeInTheDocument();
    expect(screen.getByText('42 views')).toBeInTheDocument();
    expect(screen.getByText('Workshop Team')).toBeInTheDocument();
    expect(screen.getByText(post.excerpt)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show posts tagged Winter' })).toHaveAttribute('href', '/blog?tag=Winter');
    expect(screen.getByRole('link', { name: `Read More: ${post.title}` })).toHaveAttribute('href', '/blog/3');
  });

  it('says when there are no posts yet', () => {
    renderBlog(answer([]));
    expect(screen.getByRole('heading', { name: 'No posts found' })).toBeInTheDocument();
    expect(screen.getByText('No blog posts available yet.')).toBeInTheDocument();
  });

  it('says when a tag has no posts', () => {
    renderBlog(answer([], 5), '/blog?tag=Engines');
    expect(screen.getByRole('heading', { name: 'No posts found' })).toBeInTheDocument();
    expect(screen.getByText('No posts found for "Engines"')).toBeInTheDocument();
  });

  it('says when the posts cannot be loaded', () => {
    renderBlog({ errors: [{ message: 'Database unavailable' }] });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load blog posts');
  });

  it('loads the list again when the tag changes', async () => {
    const user = userEvent.setup();
    const client = renderBlog(answer([post], 5));
    await user.click(screen.getByRole('link', { name: 'Winter (1)' }));
    const tags = client.executeQuery.mock.calls.map(([request]) => request.variables?.tag);
    expect(tags).toEqual([null, 'Winter']);
    expect(screen.getByRole('link', { name: 'Winter (1)' })).toHaveAttribute('aria-current', 'page');
  });
});
