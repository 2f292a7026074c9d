import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Post } from '../../shared/api/social-posts';
import { HttpError } from '../http/http-error';
import { socialContext } from '../routes/social-route-parts';
import { getPost } from '../services/social-posts-service';

const SITE_NAME = 'Heritage Passport';
const GENERIC_DESCRIPTION =
  'Heritage Passport は、ユネスコ世界遺産の訪問を記録して集めるためのアプリです。';
const APP_ICON = '/icons/icon-512.png';
/** Link previews cut descriptions around here; a longer comment is shortened with an ellipsis. */
const COMMENT_CHARS = 100;
/** Visit ids are PostgreSQL integers: anything larger names no post (and must not reach SQL). */
const MAX_ID = 2_147_483_647;

type Preview = {
  title: string;
  description: string;
  image: string;
  url: string;
  type: 'article' | 'website';
  card: 'summary_large_image' | 'summary';
};

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** A /media/… path made absolute on the public address; an absolute URL stays as it is. */
function absolute(publicUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${publicUrl}${pathOrUrl}`;
}

function shorten(text: string): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length > COMMENT_CHARS
    ? `${chars.slice(0, COMMENT_CHARS).join('')}…`
    : chars.join('');
}

export function postPreview(post: Post, publicUrl: string): Preview {
  const author = post.user.display_name || post.user.username;
  const stars = '★'.repeat(post.rating) + '☆'.repeat(5 - post.rating);
  const comment = shorten(post.comment);
  const photo = post.photos[0]?.url ?? post.photos_url;
  return {
    title: `${post.heritage_site.name} — ${author}さんの訪問`,
    description: comment ? `${stars} ${comment}` : stars,
    image: absolute(publicUrl, photo ?? APP_ICON),
    url: `${publicUrl}/posts/${post.id}`,
    type: 'article',
    card: photo ? 'summary_large_image' : 'summary',
  };
}

/** What every page says of itself: used for posts that do not exist or that visitors may not see. */
export function genericPreview(publicUrl: string): Preview {
  return {
    title: SITE_NAME,
    description: GENERIC_DESCRIPTION,
    image: absolute(publicUrl, APP_ICON),
    // The home page, not the path asked: nothing the request says is echoed back.
    url: `${publicUrl}/`,
    type: 'website',
    card: 'summary',
  };
}

export function previewTags(p: Preview): string {
  const tags: [string, string, string][] = [
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:title', p.title],
    ['property', 'og:description', p.description],
    ['property', 'og:image', p.image],
    ['property', 'og:url', p.url],
    ['property', 'og:type', p.type],
    ['name', 'twitter:card', p.card],
    ['name', 'twitter:title', p.title],
    ['name', 'twitter:description', p.description],
    ['name', 'twitter:image', p.image],
  ];
  return tags
    .map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`)
    .join('\n    ');
}

/** The shell with the tags placed last in its head (after the shell's own description). */
export function withPreview(shell: string, p: Preview): string {
  const tags = previewTags(p);
  return shell.includes('</head>') ? shell.replace('</head>', `  ${tags}\n  </head>`) : shell;
}

/** The post a visitor may read, or null: private, followers-only, missing and bad ids alike. */
async function visitorPost(app: FastifyInstance, rawId: string): Promise<Post | null> {
  if (!/^\d{1,10}$/.test(rawId)) return null;
  const id = Number(rawId);
  if (id < 1 || id > MAX_ID) return null;
  try {
    // As a visitor (no viewer), whoever asks: the preview is what anyone with the link sees,
    // so a link crawler never gets more than a signed-out reader would.
    return await getPost(socialContext(app), id, undefined);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
}

/**
 * /posts/{id}, the page a shared link opens: the app's shell with Open Graph and Twitter
 * tags in its head, so link previews show the site, the stars and the photo. The app itself
 * reads the post again through the API and shows its own not-found state.
 */
export function registerPostPreview(
  app: FastifyInstance,
  options: { clientDir: string; publicUrl: string; cacheControl: string },
): void {
  const shellFile = path.join(options.clientDir, 'index.html');
  app.get<{ Params: { postId: string } }>(
    '/posts/:postId',
    { schema: { hide: true } },
    async (request, reply) => {
      // Read per request: a rebuild replaces index.html (and its asset names) under a running server.
      const shell = await readFile(shellFile, 'utf8');
      const post = await visitorPost(app, request.params.postId);
      const preview = post
        ? postPreview(post, options.publicUrl)
        : genericPreview(options.publicUrl);
      return reply
        .header('cache-control', options.cacheControl)
        .type('text/html; charset=utf-8')
        .send(withPreview(shell, preview));
    },
  );
}
