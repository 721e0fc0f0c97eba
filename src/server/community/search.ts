/*
 * Full-text search of posts: FTS5 on SQLite, tsvector on PostgreSQL. (Being written.) The index
 * follows forum_posts.search_text by itself (triggers, a generated column).
 */
export {};
