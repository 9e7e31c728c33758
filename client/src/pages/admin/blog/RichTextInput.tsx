import { useEffect, useId, useMemo, useRef } from 'react';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

// StarterKit 3 brings its own link mark; Mantine's adds the Mod+K link editor to it. Made once:
// the editor compares extensions by identity on every render.
const EXTENSIONS = [StarterKit.configure({ link: false }), Link.configure({ openOnClick: false })];

export interface RichTextInputProps {
  label: string;
  /** HTML; read once, when the editor starts (remount the input to load other content). */
  initialValue: string;
  /** The HTML as edited, or '' when the editor holds nothing (so a required rule can tell). */
  onChange: (html: string) => void;
  onBlur?: () => void;
  description?: string;
  error?: string;
  required?: boolean;
}

/**
 * A rich-text field (Mantine's tiptap editor): headings, bold, italic, underline, strike, lists,
 * quotes, links. It gives HTML, which the server cleans before storing.
 */
export function RichTextInput({ label, initialValue, onChange, onBlur, description, error, required }: RichTextInputProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const describedBy = [description && descriptionId, error && errorId].filter(Boolean).join(' ');

  // The editor binds its event handlers once, so they call whatever the latest props are.
  const handlers = useRef({ onChange, onBlur });
  useEffect(() => {
    handlers.current = { onChange, onBlur };
  });

  // Made again only when the attributes change, as the editor compares its options on every render.
  const editorProps = useMemo(
    () => ({
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(required ? { 'aria-required': 'true' } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      },
    }),
    [labelId, required, error, describedBy],
  );

  // Without dependencies the editor is made once; later renders only update its attributes.
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: initialValue,
    shouldRerenderOnTransaction: true,
    editorProps,
    onUpdate: ({ editor: current }) => handlers.current.onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => handlers.current.onBlur?.(),
  });

  return (
    <Input.Wrapper
      label={label}
      labelProps={{ id: labelId, component: 'div', onClick: () => editor?.commands.focus() }}
      description={description}
      descriptionProps={{ id: descriptionId }}
      error={error}
      errorProps={{ id: errorId }}
      required={required}
    >
      <RichTextEditor
        editor={editor}
        mt={6}
        styles={{
          root: error ? { borderColor: 'var(--mantine-color-error)' } : undefined,
          content: { minHeight: 240 },
        }}
      >
        <RichTextEditor.Toolbar sticky stickyOffset={60}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
            <RichTextEditor.Hr />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
