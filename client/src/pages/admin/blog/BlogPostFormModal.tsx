import { useRef, useState } from 'react';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useFormik, type FormikErrors } from 'formik';
import { blogPostInputSchema, type BlogPostInput as BlogPostBody } from '@dealer/schema';
import { errorText } from '../../../app/errors';
import { isUnauthenticated } from '../../../app/urqlClient';
import { validateWith } from '../../../components/admin/formRules';
import { ImageInput } from '../../../components/admin/ImageInput';
import { useUnsavedChanges } from '../../../components/admin/UnsavedChanges';
import {
  useBlogAdminCreatePostMutation,
  useBlogAdminUpdatePostMutation,
  type BlogAdminPostFragment,
  type BlogPostInput,
} from '../../../gql/graphql';
import { RichTextInput } from './RichTextInput';

/** What the form holds, named as the shared rules (and the REST body) name the fields. */
export interface BlogFormValues {
  title: string;
  /** HTML from the editor; '' when it holds nothing. */
  content: string;
  excerpt: string;
  featured_image: string;
  /** As typed: separated by commas. */
  tags: string;
  published: boolean;
  author: string;
}

/** Create (no id) or edit (id). */
export interface BlogFormTarget {
  id?: number;
  values: BlogFormValues;
}

/** A new post: published unless unticked, written by the company unless someone else is named. */
export function newPostTarget(companyName: string): BlogFormTarget {
  return {
    values: { title: '', content: '', excerpt: '', featured_image: '', tags: '', published: true, author: companyName },
  };
}

export function editPostTarget(post: BlogAdminPostFragment): BlogFormTarget {
  return {
    id: post.id,
    values: {
      title: post.title,
      content: post.content,
      excerpt: post.excerpt,
      featured_image: post.featuredImage ?? '',
      tags: post.tags.join(', '),
      published: post.published,
      author: post.author,
    },
  };
}

/** The shared rules split, trim and de-duplicate the tags and turn empty texts into null. */
const toBody = (values: BlogFormValues): Record<string, unknown> => ({ ...values });

function toInput(body: BlogPostBody): BlogPostInput {
  return {
    title: body.title,
    content: body.content,
    excerpt: body.excerpt,
    featuredImage: body.featured_image,
    tags: body.tags,
    published: body.published,
    author: body.author,
  };
}

function validate(values: BlogFormValues): Promise<FormikErrors<BlogFormValues>> {
  return validateWith<BlogFormValues>(blogPostInputSchema, toBody(values));
}

/**
 * The create/edit dialog. Each time it opens for a target it starts afresh from that target's
 * values, so closing it resets the form.
 */
export function BlogPostFormModal({ target, onClose }: { target: BlogFormTarget | null; onClose: () => void }) {
  // The form stays while the dialog fades out, after the caller has let go of the target.
  const [shown, setShown] = useState(target);
  const [opening, setOpening] = useState(0);
  if (target && target !== shown) {
    setShown(target);
    setOpening(opening + 1);
  }
  if (!shown) return null;
  return <BlogPostDialog key={opening} target={shown} opened={target !== null} onClose={onClose} />;
}

function BlogPostDialog({ target, opened, onClose }: { target: BlogFormTarget; opened: boolean; onClose: () => void }) {
  const fullScreen = useMediaQuery('(max-width: 48em)');
  const [, createPost] = useBlogAdminCreatePostMutation();
  const [, updatePost] = useBlogAdminUpdatePostMutation();
  const editing = target.id !== undefined;
  const [uploading, setUploading] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  // One save at a time, even when a second click or Enter arrives before the button shows busy.
  const saving = useRef(false);

  const form = useFormik<BlogFormValues>({
    initialValues: target.values,
    validate,
    onSubmit: async (values, helpers) => {
      if (saving.current) return;
      saving.current = true;
      try {
        setSaveError(null);
        const input = toInput(blogPostInputSchema.cast(toBody(values)));
        const result = target.id !== undefined ? await updatePost({ id: target.id, input }) : await createPost({ input });
        if (result.error || !result.data) {
          // The form keeps what was typed and says why, so nothing is lost.
          const message = errorText(result.error, 'Failed to save post');
          setSaveError(message);
          // The auth context tells of an expired session once, on the way to sign in.
          if (!(result.error && isUnauthenticated(result.error))) notifications.show({ color: 'red', message });
          const field = result.error?.graphQLErrors[0]?.extensions?.field;
          if (typeof field === 'string' && field in values) {
            helpers.setFieldError(field, message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message);
          }
          return;
        }
        notifications.show({ color: 'green', message: editing ? 'Post updated successfully' : 'Post created successfully' });
        onClose();
      } finally {
        saving.current = false;
      }
    },
  });

  const { guard, prompt } = useUnsavedChanges(opened && form.dirty);
  const requestClose = () => {
    if (!form.isSubmitting) guard(onClose);
  };
  const error = (name: keyof BlogFormValues) => (form.touched[name] && form.errors[name]) || undefined;
  const text = (name: keyof BlogFormValues) => ({ ...form.getFieldProps(name), error: error(name) });

  return (
    <>
      <Modal
        opened={opened}
        onClose={requestClose}
        title={editing ? 'Edit Post' : 'Create New Post'}
        size="xl"
        fullScreen={fullScreen}
        centered
      >
        <form onSubmit={form.handleSubmit} noValidate>
          <Stack gap="md">
            <TextInput label="Title" required data-autofocus {...text('title')} />
            <RichTextInput
              label="Content"
              required
              initialValue={target.values.content}
              onChange={(html) => form.setFieldValue('content', html)}
              onBlur={() => form.setFieldTouched('content', true)}
              error={error('content')}
            />
            <Textarea
              label="Excerpt"
              description="A short summary for the blog list. Leave empty to use the start of the content."
              autosize
              minRows={2}
              maxRows={5}
              {...text('excerpt')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label="Author" description="Leave empty for the company name" {...text('author')} />
              <TextInput
                label="Tags"
                description="Separate tags with commas"
                placeholder="e.g. Maintenance, Buying guide"
                {...text('tags')}
              />
            </SimpleGrid>
            <ImageInput
              label="Featured Image"
              description="A web address of a picture, or upload one."
              value={form.values.featured_image}
              onChange={(url) => form.setFieldValue('featured_image', url)}
              error={error('featured_image')}
              onUploadingChange={setUploading}
            />
            <Switch
              label="Published"
              description="Drafts are hidden from the public blog."
              checked={form.values.published}
              onChange={(event) => form.setFieldValue('published', event.currentTarget.checked)}
            />
            {saveError && (
              <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title="Failed to save post">
                {saveError === 'Failed to save post' ? 'Your changes are still here; please try again.' : saveError}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm" mt="xs">
              <Button variant="default" onClick={requestClose} disabled={form.isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" color="accent" loading={form.isSubmitting} disabled={uploading}>
                {editing ? 'Update Post' : 'Create Post'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      {prompt}
    </>
  );
}
