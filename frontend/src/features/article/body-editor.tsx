import { useState } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import { articleBodyExtensions } from './body-extensions';
import { BodyToolbar } from './body-toolbar';
import { FigureDialog } from './figure-dialog';
import { LinkDialog } from './link-dialog';
import { toRichTextDocument } from './rich-text-json';
import type { RichTextDocument } from './article-rules';

interface BodyEditorProps {
  /** The id of the label naming the editor. */
  labelId: string;
  /** The document the editor starts from (a new value later is not read: remount with a key to load another). */
  initial: RichTextDocument;
  onChange: (body: RichTextDocument) => void;
  /** The ids of texts describing the editor (its errors). */
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
}

/**
 * The article's body, written with TipTap (ADR 0037): a toolbar of the allowed formats, a link dialog that takes
 * only http, https and mailto, and images from the media library inserted as figures with their alt text.
 */
export function BodyEditor({ labelId, initial, onChange, describedBy, invalid, disabled }: BodyEditorProps) {
  const [linking, setLinking] = useState(false);
  const [picking, setPicking] = useState(false);
  const editor = useEditor({
    extensions: articleBodyExtensions(),
    content: initial,
    editable: !disabled,
    onUpdate: ({ editor: e }) => onChange(toRichTextDocument(e.getJSON())),
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy && { 'aria-describedby': describedBy }),
        ...(invalid && { 'aria-invalid': 'true' }),
        class: `form-control article-body${invalid ? ' is-invalid' : ''}`,
      },
    },
  });
  const currentHref = linking ? String(editor.getAttributes('link').href ?? '') : '';

  return (
    <div>
      <BodyToolbar editor={editor} disabled={disabled} onLink={() => setLinking(true)} onImage={() => setPicking(true)} />
      <EditorContent editor={editor} />
      <LinkDialog
        show={linking}
        initial={currentHref}
        onSave={(href) => {
          editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
          setLinking(false);
        }}
        onRemove={() => {
          editor.chain().focus().extendMarkRange('link').unsetLink().run();
          setLinking(false);
        }}
        onHide={() => setLinking(false)}
      />
      <FigureDialog
        show={picking}
        onInsert={(figure) => {
          editor.chain().focus().insertFigure(figure).run();
          setPicking(false);
        }}
        onHide={() => setPicking(false)}
      />
    </div>
  );
}
