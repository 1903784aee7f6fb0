// The page notices moved to the shared components; the recruitment screens import them here.
export { type Notice, Toasts, useNotices } from '../../../../components/toasts/Toasts';
