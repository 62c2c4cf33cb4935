const unescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

export interface HtmlForm {
  action: string;
  fields: [string, string][];
}

/** The forms of a page, as a browser would submit them (hidden inputs and the button's value). */
export function formsOf(html: string): HtmlForm[] {
  return [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)].map(
    ([, attributes = '', inner = '']) => ({
      action: unescape(/action="([^"]*)"/.exec(attributes)?.[1] ?? ''),
      fields: [
        ...inner.matchAll(/<(?:input|button)\b[^>]*\bname="([^"]*)"[^>]*\bvalue="([^"]*)"/g),
      ].map(([, name = '', value = '']): [string, string] => [unescape(name), unescape(value)]),
    }),
  );
}

/** Posts a form as a browser does (application/x-www-form-urlencoded), without following redirects. */
export function submit(form: HtmlForm, url = form.action): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form.fields).toString(),
    redirect: 'manual',
  });
}
