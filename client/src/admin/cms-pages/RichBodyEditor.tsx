import { useEffect } from 'react';
import { Input } from '@mantine/core';
import { getUploadImageExtension, Link, RichTextEditor } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import bodyClasses from '../../site/pages/cms/CmsBody.module.css';

interface RichBodyEditorProps {
  /** The HTML the editor starts from; a new value (a restored revision) replaces the content. */
  value: string;
  onChange: (html: string) => void;
  uploadImage: (file: File) => Promise<string>;
  onUploadError: (error: unknown) => void;
}

/** The page body: headings, lists, links, tables and images (uploaded like every other image). */
export function RichBodyEditor({
  value,
  onChange,
  uploadImage,
  onUploadError,
}: RichBodyEditorProps) {
  const editor = useEditor({
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: [2, 3, 4] } }),
      Link.configure({ openOnClick: false }),
      TableKit.configure({ table: { resizable: false } }),
      getUploadImageExtension(Image, {
        onImageUpload: async (file: File) => ({ src: await uploadImage(file), alt: '' }),
        onImageUploadError: (_file: File, error: unknown) => onUploadError(error),
      }),
    ],
    content: value,
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  useEffect(() => {
    if (editor && !editor.isDestroyed && editor.getHTML() !== value && !editor.isFocused) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  return (
    <Input.Wrapper label="Body" description="Headings, lists, links, tables and images">
      <RichTextEditor editor={editor} mt={6} aria-label="Body">
        <RichTextEditor.Toolbar sticky stickyOffset={60}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
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
            <RichTextEditor.ImageUpload accept="image/jpeg,image/png,image/webp,image/gif" />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.TableInsert />
            <RichTextEditor.TableRowAfter />
            <RichTextEditor.TableColumnAfter />
            <RichTextEditor.TableRowDelete />
            <RichTextEditor.TableColumnDelete />
            <RichTextEditor.TableDelete />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content className={bodyClasses.body} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
