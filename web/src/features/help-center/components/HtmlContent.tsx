/**
 * HTML written by the help center's authors. The server sanitises it when it is stored
 * (sanitize-html, a short allow-list of tags), so it is shown as it comes.
 */
export function HtmlContent({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={['hc-prose', className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
