export { HtmlEditor, type HtmlEditorHandle, type HtmlEditorProps } from './HtmlEditor';
export { DOCUMENT_TOOLS, type HtmlEditorTool, INLINE_TOOLS } from './tools';
