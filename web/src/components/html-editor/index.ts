export {
  HtmlEditor,
  type HtmlEditorCommand,
  type HtmlEditorHandle,
  type HtmlEditorProps,
} from './HtmlEditor';
