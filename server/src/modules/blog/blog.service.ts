import type { EntityManager } from '@mikro-orm/postgresql';
import { BLOG_DEFAULT_PAGE_SIZE, BLOG_EXCERPT_LENGTH, BLOG_MAX_PAGE_SIZE, blogPostInputSchema, type BlogPostInput } from '@dealer/schema';
import { can, requirePermission, type Viewer } from '../../common/auth.js';
import { ReadCache } from '../../common/cache.js';
import type { ChangeFeed } from '../../common/change-feed.js';
import { NotFoundError, UserInputError } from '../../common/errors.js';
import { excerptFrom, htmlToText, sanitizeHtml } from '../../common/html.js';
import { filterText, paging } from '../../common/pagination.js';
import { inTransaction } from '../../common/transaction.js';
import { validate } from '../../common/validation.js';
import type { ContentService } from '../content/content.service.js';
import type { MediaService, PreparedImages } from '../media/media.service.js';
import { BlogPost } from './blog.entity.js';
import { BlogReadModel, type BlogPostPage, type BlogPostRecord, type BlogQuery, type BlogTagCount } from './blog.read-model.js';

export interface BlogListArgs {
  tag?: string | null;
  /** False lists drafts too, for staff with backoffice:read. */
  publishedOnly?: boolean | null;
  skip?: number | null;
  limit?: number | null;
}

/** The caller, resolved only when a draft is involved, so public reads never look at the token. */
export type ViewerLookup = () => Promise<Viewer | undefined>;

const NOT_FOUND = 'Blog post not found';
const validId = (id: number) => Number.isSafeInteger(id) && id > 0;

const HEADINGS = /<h([1-6])\b[^>]*>[\s\S]*?<\/h\1>/gi;

/**
 * The excerpt a post gets when staff leave it empty: the start of its text. Headings are left
 * out (a post's opening heading would run into its first sentence) unless they are all it has.
 */
export function autoExcerpt(content: string): string {
  return excerptFrom(htmlToText(content.replace(HEADINGS, ' ')) || htmlToText(content), BLOG_EXCERPT_LENGTH);
}

/**
 * Blog posts: public reads (published posts only) come from plain rows through caches that
 * every write clears; staff see drafts too. Content is cleaned of anything that could run
 * script before it is stored, as the site renders it as given.
 */
export class BlogService {
  private readonly listCache = new ReadCache<BlogPostPage>();
  private readonly itemCache = new ReadCache<BlogPostRecord | undefined>(2000);
  private readonly tagCache = new ReadCache<BlogTagCount[]>(1);

  constructor(
    private readonly changes: ChangeFeed,
    private readonly content: ContentService,
    private readonly media: MediaService,
  ) {
    changes.subscribe('blog', () => {
      this.listCache.invalidate();
      this.itemCache.invalidate();
      this.tagCache.invalidate();
    });
  }

  /** Newest first. Drafts only with publishedOnly false, which needs backoffice:read. */
  async list(em: EntityManager, args: BlogListArgs, viewer: ViewerLookup): Promise<BlogPostPage> {
    const publishedOnly = args.publishedOnly ?? true;
    if (!publishedOnly) requirePermission(await viewer(), 'backoffice:read');
    const query: BlogQuery = { publishedOnly, ...paging(args, BLOG_DEFAULT_PAGE_SIZE, BLOG_MAX_PAGE_SIZE) };
    const tag = filterText('tag', args.tag);
    if (tag) query.tag = tag;
    return this.listCache.get(JSON.stringify(query), () => new BlogReadModel(em.fork()).list(query));
  }

  /** A draft is NOT_FOUND for anyone without backoffice:read, as if it did not exist. */
  async get(em: EntityManager, id: number, viewer: ViewerLookup): Promise<BlogPostRecord> {
    const post = await this.find(em, id);
    if (!post || (!post.published && !mayReadDrafts(await viewer()))) throw new NotFoundError(NOT_FOUND);
    return post;
  }

  tags(em: EntityManager): Promise<BlogTagCount[]> {
    return this.tagCache.get('all', () => new BlogReadModel(em.fork()).tags());
  }

  /** Counts one visit to a published post; returns the new count. */
  async recordView(em: EntityManager, id: number): Promise<number> {
    const [row] = validId(id)
      ? await em.getConnection().execute<{ views: number }[]>('UPDATE blog_posts SET views = views + 1 WHERE id = ? AND published RETURNING views', [id])
      : [];
    if (!row) throw new NotFoundError(NOT_FOUND);
    // Lists and posts show the count, so cached copies must not keep the old one.
    await this.changes.publish(em, 'blog');
    return row.views;
  }

  /** An uploaded featured image (a data:image URL) is stored as media; the post keeps its URL. */
  async create(em: EntityManager, body: unknown): Promise<BlogPostRecord> {
    const input = await validate(blogPostInputSchema, body);
    const image = await this.featuredImage(em, input);
    const post = new BlogPost();
    await this.apply(em, post, { ...input, featured_image: image.values[0] ?? null });
    await this.save(em, post, image);
    return this.fresh(em, post.id);
  }

  /** Replaces every field; views and the creation date stay. */
  async update(em: EntityManager, id: number, body: unknown): Promise<BlogPostRecord> {
    const input = await validate(blogPostInputSchema, body);
    const post = validId(id) ? await em.findOne(BlogPost, { id }) : null;
    if (!post) throw new NotFoundError(NOT_FOUND);
    const image = await this.featuredImage(em, input);
    await this.apply(em, post, { ...input, featured_image: image.values[0] ?? null });
    await this.save(em, post, image);
    this.media.collectSoon();
    return this.fresh(em, post.id);
  }

  async delete(em: EntityManager, id: number): Promise<void> {
    const deleted = validId(id) ? await em.nativeDelete(BlogPost, { id }) : 0;
    if (!deleted) throw new NotFoundError(NOT_FOUND);
    await this.changes.publish(em, 'blog');
    this.media.collectSoon();
  }

  private featuredImage(em: EntityManager, input: BlogPostInput): Promise<PreparedImages> {
    return this.media.prepare(em, input.featured_image ? [{ field: 'featured_image', value: input.featured_image }] : []);
  }

  /** Writes the post with its new featured image in one transaction: a refused write stores neither. */
  private async save(em: EntityManager, post: BlogPost, image: PreparedImages): Promise<void> {
    await inTransaction(em, async () => {
      await image.save(em);
      em.persist(post);
    });
    await this.changes.publish(em, 'blog');
  }

  private find(em: EntityManager, id: number): Promise<BlogPostRecord | undefined> {
    return validId(id) ? this.itemCache.get(String(id), () => new BlogReadModel(em.fork()).byId(id)) : Promise.resolve(undefined);
  }

  private async fresh(em: EntityManager, id: number): Promise<BlogPostRecord> {
    const post = await this.find(em, id);
    if (!post) throw new NotFoundError(NOT_FOUND);
    return post;
  }

  private async apply(em: EntityManager, post: BlogPost, input: BlogPostInput): Promise<void> {
    const content = sanitizeHtml(input.content).trim();
    if (!htmlToText(content) && !/<img\b/i.test(content)) {
      throw new UserInputError('content: Content has nothing that can be shown once unsafe HTML is removed', 'content');
    }
    // An excerpt that is still the one made from the old content was never written by hand: it follows the content.
    const followsContent = !input.excerpt || (post.content !== undefined && input.excerpt === autoExcerpt(post.content));
    post.title = input.title;
    post.content = content;
    post.excerpt = followsContent ? autoExcerpt(content) : input.excerpt!;
    post.featuredImage = input.featured_image ?? null;
    post.tags = input.tags;
    post.published = input.published;
    post.author = input.author ?? (await this.content.contact(em)).company_name;
  }
}

function mayReadDrafts(viewer: Viewer | undefined): boolean {
  return viewer !== undefined && can(viewer.role, 'backoffice:read');
}
