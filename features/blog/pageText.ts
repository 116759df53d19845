/** Visitor-facing copy of the blog listing and blog detail pages. */
import type { CountForms } from '@/lib/text/plural';
export const blogPageText = {
  eyebrow: 'Kinglife Insights',
  /** Beside a post among the site search's results. */
  searchKind: 'Blog',
  headline: 'Insights on sustainability and purity in natural products',
  intro:
    'Practical guides for professional buyers: how frozen produce, perfumes, wellness capsules and cattle feeds are made, specified, shipped and checked.',
  defaultCategory: 'frozen-fruits-vegetables',
  categoriesHeading: 'Categories',
  postCount: { one: '1 post', other: '{n} posts' } as CountForms,
  latestHeading: 'Latest',
  empty: 'No articles in this category yet.',
} as const;

export const blogDetailText = {
  breadcrumbLabel: 'Breadcrumb',
  breadcrumbBlog: 'Blog',
  published: 'Published',
  moreInsightsHeading: 'More Insights',
  moreInsightsIntro: 'Keep reading: more guides from the Kinglife team.',
  readArticle: 'Read article',
} as const;
