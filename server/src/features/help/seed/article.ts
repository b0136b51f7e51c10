/** One seeded article: the copy of one language; the slug is shared by both. */
export interface SeedArticle {
  slug: string;
  category: string;
  title: string;
  summary: string;
  body: string;
}
