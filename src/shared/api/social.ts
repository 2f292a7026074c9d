/**
 * The social contract (SPEC.md §7 Social and site comments): public users,
 * follows and blocks, posts and the feed, likes, comments. One module per
 * resource; this one gathers them for callers that want them all.
 */
export * from './social-comments';
export * from './social-posts';
export * from './social-users';
export * from './visibility';
