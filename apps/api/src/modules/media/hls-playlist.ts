import { TOKEN_PARAMETER } from './media-token';

/** A URI of the file's own folder (what ffmpeg writes): no scheme, no leading slash. */
const isRelative = (uri: string) =>
  uri !== '' && !/^[a-z][a-z\d+.-]*:/i.test(uri) && !uri.startsWith('/') && !uri.startsWith('#');

/** `uri` with the token in its query (before a `#fragment`), when it is one of the folder's. */
export function uriWithToken(uri: string, token: string): string {
  if (!isRelative(uri)) return uri;
  const hash = uri.indexOf('#');
  const [path, fragment] = hash < 0 ? [uri, ''] : [uri.slice(0, hash), uri.slice(hash)];
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}${TOKEN_PARAMETER}=${encodeURIComponent(token)}${fragment}`;
}

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
      if (trimmed === '') return line;
      if (!trimmed.startsWith('#')) return uriWithToken(trimmed, token);
      return line.replace(
        /URI="([^"]*)"/g,
        (_, uri: string) => `URI="${uriWithToken(uri, token)}"`,
      );
    })
    .join('');
}

/**
 * The thumbnails' WebVTT whose cues (`thumbs.jpg#xywh=x,y,w,h`, a region of the sprite) carry
 * `token`: the player asks for the sprite next to the track, which is as guarded as the rest.
 */
export function thumbnailTrackWithToken(track: string, token: string): string {
  return track.replace(/^([^\s#:]+\.(?:jpe?g|png|webp)(?:#xywh=[\d,]+)?)$/gim, (uri: string) =>
    uriWithToken(uri, token),
  );
}
