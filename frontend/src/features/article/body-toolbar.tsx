import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { Button, ButtonGroup, ButtonToolbar } from 'react-bootstrap';
import { BODY_TEXTS } from './body-texts';
import { HEADING_LEVELS } from './body-extensions';

interface BodyToolbarProps {
  editor: Editor;
  disabled?: boolean;
  onLink: () => void;
  onImage: () => void;
}

interface ToolProps {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: React.ReactNode;
}

/** A toolbar button: named by its aria-label, pressed while the selection has its format. */
function Tool({ label, active, disabled, onClick, children }: ToolProps) {
  return (
    <Button
      size="sm"
      variant={active ? 'secondary' : 'outline-secondary'}
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      // Keeps the editor's selection: the click must not move the focus out of the text first.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/** The formats a body may hold (openapi.yaml's RichTextDocument) and nothing else: each button maps to one. */
export function BodyToolbar({ editor, disabled, onLink, onImage }: BodyToolbarProps) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      headings: HEADING_LEVELS.map((level) => e.isActive('heading', { level })),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <ButtonToolbar aria-label={BODY_TEXTS.toolbar} className="gap-2 mb-2">
      <ButtonGroup>
        <Tool label={BODY_TEXTS.bold} active={state.bold} disabled={disabled} onClick={() => chain().toggleBold().run()}>
          <strong aria-hidden="true">B</strong>
        </Tool>
        <Tool label={BODY_TEXTS.italic} active={state.italic} disabled={disabled} onClick={() => chain().toggleItalic().run()}>
          <em aria-hidden="true">I</em>
        </Tool>
      </ButtonGroup>
      <ButtonGroup>
        {HEADING_LEVELS.map((level, i) => (
          <Tool
            key={level}
            label={BODY_TEXTS.heading(level)}
            active={state.headings[i]}
            disabled={disabled}
            onClick={() => chain().toggleHeading({ level }).run()}
          >
            <span aria-hidden="true">H{level}</span>
          </Tool>
        ))}
      </ButtonGroup>
      <ButtonGroup>
        <Tool label={BODY_TEXTS.bulletList} active={state.bulletList} disabled={disabled} onClick={() => chain().toggleBulletList().run()}>
          <span aria-hidden="true">• List</span>
        </Tool>
        <Tool label={BODY_TEXTS.orderedList} active={state.orderedList} disabled={disabled} onClick={() => chain().toggleOrderedList().run()}>
          <span aria-hidden="true">1. List</span>
        </Tool>
        <Tool label={BODY_TEXTS.quote} active={state.blockquote} disabled={disabled} onClick={() => chain().toggleBlockquote().run()}>
          <span aria-hidden="true">“ ”</span>
        </Tool>
      </ButtonGroup>
      <ButtonGroup>
        <Tool label={BODY_TEXTS.link} active={state.link} disabled={disabled} onClick={onLink}>
          <span aria-hidden="true">Link</span>
        </Tool>
        <Tool label={BODY_TEXTS.image} disabled={disabled} onClick={onImage}>
          <span aria-hidden="true">Image</span>
        </Tool>
      </ButtonGroup>
    </ButtonToolbar>
  );
}
