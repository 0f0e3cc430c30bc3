/** A social page as the admin list shows it: where it goes and a short text for it. */
export interface SocialLink {
  href: string;
  label: string;
}

/**
 * The links an admin may open from an application: only web addresses (http, https) become links —
 * anything else (a javascript: or data: address slipped past a check) is dropped, never an href.
 * The text is the address without its scheme, 'www.' and trailing slash ('facebook.com/kora').
 */
export function socialLinks(urls: readonly string[]): SocialLink[] {
  const links: SocialLink[] = [];
  for (const raw of urls) {
    let url: URL;
    try {
      url = new URL(raw.trim());
    } catch {
      continue;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') continue;
    const path = `${url.pathname}${url.search}`.replace(/\/$/, '');
    links.push({ href: url.href, label: `${url.host.replace(/^www\./, '')}${path}` });
  }
  return links;
}
