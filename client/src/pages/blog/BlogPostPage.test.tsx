import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient, renderWithProviders, type MockAnswer } from '../../test/render';
import { BlogPostPage } from './BlogPostPage';
import { claimBlogView } from './blogViews';
import { sharePage } from './share';

const post = {
  id: 7,
  title: 'New stock arriving',
  content: '<p>Six <strong>tractor units</strong> arrive next week.</p>',
  featuredImage: '/media/stock.webp',
  tags: ['Stock'],
  author: 'Sales Team',
  views: 10,
  createdAt: '2026-03-02T09:00:00.000Z',
};

const card = (id: number) => ({
  id,
  title: `Post ${id}`,
  excerpt: 'Excerpt',
  featuredImage: null,
  tags: [],
  author: 'Team',
  views: 1,
  createdAt: '2026-02-01T09:00:00.000Z',
});

function renderPost(answers: Record<string, MockAnswer>, path = '/blog/7') {
  const client = mockClient(answers);
  renderWithProviders(
    <Routes>
      <Route path="/blog/:id" element={<BlogPostPage />} />
    </Routes>,
    { route: path, client },
  );
  return client;
}

const found: Record<string, MockAnswer> = {
  BlogPostDetail: { data: { blogPost: post } },
  RelatedBlogPosts: { data: { blogPosts: { items: [card(7), card(6), card(5), card(4)] } } },
  RecordBlogView: { data: { recordBlogView: 11 } },
};

const viewCalls = (client: ReturnType<typeof mockClient>) =>
  client.executeMutation.mock.calls.filter(([request]) => request.variables?.id === 7).length;

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('/blog/:id', () => {
  it('shows the post with its HTML, tags, date, author and the related posts without itself', async () => {
    renderPost(found);
    expect(screen.getByRole('heading', { name: post.title, level: 1 })).toBeInTheDocument();
    expect(screen.getByText('tractor units').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Stock' })).toHaveAttribute('href', '/blog?tag=Stock');
    expect(screen.getByText('2 March 2026')).toBeInTheDocument();
    expect(screen.getByText('Sales Team')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: post.title })).toHaveAttribute('src', '/media/stock.webp');
    expect(screen.getAllByRole('link', { name: '← Back to Blog' })[0]).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('heading', { name: 'Related Posts' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Post 6',
      'Post 5',
      'Post 4',
    ]);
    expect(screen.getAllByRole('button', { name: 'Share' })).toHaveLength(2);
    expect(await screen.findByText('11 views')).toBeInTheDocument();
  });

  it('counts a view once per visit', async () => {
    const first = renderPost(found);
    await screen.findByText('11 views');
    expect(viewCalls(first)).toBe(1);
    expect(sessionStorage.getItem('blog_viewed_7')).toBe('1');
  });

  it('does not count again later in the same visit', () => {
    claimBlogView(7);
    const client = renderPost(found);
    expect(viewCalls(client)).toBe(0);
    expect(screen.getByText('10 views')).toBeInTheDocument();
  });

  it('says when the post does not exist', () => {
    renderPost({ BlogPostDetail: { errors: [{ message: 'Blog post not found', code: 'NOT_FOUND' }] } });
    expect(screen.getByRole('heading', { name: 'Blog post not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to Blog' })).toHaveAttribute('href', '/blog');
  });

  it('says when the post cannot be loaded', () => {
    renderPost({ BlogPostDetail: { errors: [{ message: 'Database unavailable', code: 'SERVICE_UNAVAILABLE' }] } });
    expect(screen.getByRole('heading', { name: 'Failed to load blog post' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to Blog' })).toBeInTheDocument();
  });

  it('treats an id that is not a number as not found, without asking the server', () => {
    const client = renderPost(found, '/blog/abc');
    expect(screen.getByRole('heading', { name: 'Blog post not found' })).toBeInTheDocument();
    expect(client.executeQuery).not.toHaveBeenCalled();
  });

  it('copies the link and says so when the device cannot share', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPost(found);
    await user.click(screen.getAllByRole('button', { name: 'Share' })[0]);
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Link copied to clipboard!'));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
  });
});

describe('sharePage', () => {
  afterEach(() => {
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  });

  it("uses the device's share sheet when there is one", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    await expect(sharePage({ title: 'T', url: 'https://example.com/blog/1' })).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: 'T', url: 'https://example.com/blog/1' });
  });

  it('does nothing more when the visitor cancels the share sheet', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError'));
    const writeText = vi.fn();
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await expect(sharePage({ title: 'T', url: 'https://example.com/' })).resolves.toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });
});
