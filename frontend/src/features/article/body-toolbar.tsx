import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { ButtonGroup, ButtonToolbar } from 'react-bootstrap';
import { Tool } from './body-tool';
import { BODY_TEXTS } from './body-texts';
import { HEADING_LEVELS } from './body-extensions';
import './body-editor.css';

interface BodyToolbarProps {
  editor: Editor;
  disabled?: boolean;
  onLink: () => void;
  onImage: () => void;
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
        <Tool label={BODY_TEXTS.bold} active={state.bold} disabled={disabled} onClick={() => chain().toggleBold().run()} glyph="B" />
        <Tool label={BODY_TEXTS.italic} active={state.italic} disabled={disabled} onClick={() => chain().toggleItalic().run()} glyph="I" />
      </ButtonGroup>
      <ButtonGroup>
        {HEADING_LEVELS.map((level, i) => (
          <Tool
            key={level}
            label={BODY_TEXTS.heading(level)}
            active={state.headings[i]}
            disabled={disabled}
            onClick={() => chain().toggleHeading({ level }).run()}
            glyph={`H${level}`}
          />
        ))}
      </ButtonGroup>
      <ButtonGroup>
        <Tool label={BODY_TEXTS.bulletList} active={state.bulletList} disabled={disabled} onClick={() => chain().toggleBulletList().run()} glyph="• ≡" />
        <Tool label={BODY_TEXTS.orderedList} active={state.orderedList} disabled={disabled} onClick={() => chain().toggleOrderedList().run()} glyph="1. ≡" />
        <Tool label={BODY_TEXTS.quote} active={state.blockquote} disabled={disabled} onClick={() => chain().toggleBlockquote().run()} glyph="“ ”" />
      </ButtonGroup>
      <ButtonGroup>
        <Tool label={BODY_TEXTS.link} active={state.link} disabled={disabled} onClick={onLink} glyph="Link" />
        <Tool label={BODY_TEXTS.image} disabled={disabled} onClick={onImage} glyph="Image" />
      </ButtonGroup>
    </ButtonToolbar>
  );
}
