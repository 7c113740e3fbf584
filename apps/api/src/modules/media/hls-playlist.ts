import { TOKEN_PARAMETER } from './media-token';

/** A URI of the playlist's own folder (what ffmpeg writes): no scheme, no leading slash. */
const isRelative = (uri: string) =>
  uri !== '' && !/^[a-z][a-z\d+.-]*:/i.test(uri) && !uri.startsWith('/');

const withToken = (uri: string, token: string) =>
  isRelative(uri)
    ? `${uri}${uri.includes('?') ? '&' : '?'}${TOKEN_PARAMETER}=${encodeURIComponent(token)}`
    : uri;

/**
 * A playlist (RFC 8216) whose relative URIs carry `token`: every URI line (a rendition's
 * playlist, a segment) and every `URI="…"` attribute (the fMP4 init segment of EXT-X-MAP,
 * caption renditions of EXT-X-MEDIA, keys). The player then asks for each file with the token
 * of the playlist it read, and needs no loader of its own.
 */
export function playlistWithToken(playlist: string, token: string): string {
  return playlist
    .split(/(\r?\n)/)
    .map((line) => {
      const trimmed = line.trim();
      if (trimmed === '' || line === '\n' || line === '\r\n') return line;
      if (!trimmed.startsWith('#')) return withToken(trimmed, token);
      return line.replace(/URI="([^"]*)"/g, (_, uri: string) => `URI="${withToken(uri, token)}"`);
    })
    .join('');
}
