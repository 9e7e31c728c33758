import * as yup from 'yup';
import { strictBoolean, strictText } from './fields.js';
import { optionalImage } from './media.js';

export const BLOG_LIMITS = {
  title: 200,
  /** HTML, before the server cleans it. */
  content: 200_000,
  excerpt: 500,
  author: 100,
  tags: 20,
  tag: 50,
} as const;

/**
 * Tags as the blog form enters them: a list, or text separated by commas. Each is trimmed;
 * empty ones are dropped and repeats (in any case) keep their first spelling.
 */
export function normaliseTags(value: unknown): unknown {
  const list = typeof value === 'string' ? value.split(',') : value;
  if (!Array.isArray(list) || list.some((tag) => typeof tag !== 'string')) return list;
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of list as string[]) {
    const tag = raw.trim().replace(/\s+/g, ' ');
    if (tag && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      tags.push(tag);
    }
  }
  return tags;
}

const emptyToNull = (value: unknown, original: unknown) => (original === null || (typeof value === 'string' && value === '') ? null : value);

/**
 * A blog post as the blog admin and the REST API name its fields. Title and content are
 * required; an empty excerpt is written by the server from the content; an empty author
 * becomes the company name. The server also cleans the HTML before storing it.
 */
export const blogPostInputSchema = yup
  .object({
    title: strictText('Title').max(BLOG_LIMITS.title, `Title must be at most ${BLOG_LIMITS.title} characters`).required('Title is required'),
    content: strictText('Content').max(BLOG_LIMITS.content, `Content must be at most ${BLOG_LIMITS.content} characters`).required('Content is required'),
    excerpt: strictText('Excerpt')
      .max(BLOG_LIMITS.excerpt, `Excerpt must be at most ${BLOG_LIMITS.excerpt} characters`)
      .nullable()
      .default(null)
      .transform(emptyToNull),
    // An uploaded picture (data:image URL) is stored by the server, which keeps its /media URL instead.
    featured_image: optionalImage('Featured image').nullable().default(null).transform(emptyToNull),
    tags: yup
      .array(strictText('Each tag').max(BLOG_LIMITS.tag, `Each tag must be at most ${BLOG_LIMITS.tag} characters`).required())
      .transform((_value, original) => (original === null ? [] : normaliseTags(original)))
      .typeError('Tags must be a list or text separated by commas')
      .max(BLOG_LIMITS.tags, `At most ${BLOG_LIMITS.tags} tags`)
      .default([]),
    published: strictBoolean('Published').default(true),
    author: strictText('Author')
      .max(BLOG_LIMITS.author, `Author must be at most ${BLOG_LIMITS.author} characters`)
      .nullable()
      .default(null)
      .transform(emptyToNull),
  })
  .noUnknown(true, 'Unknown field: ${unknown}');

export type BlogPostInput = yup.InferType<typeof blogPostInputSchema>;
