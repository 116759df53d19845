import 'server-only';
import { count, gte, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { applications, blogPosts, enquiries, jobs, products, services } from '../db/schema';

export interface AdminOverview {
  products: number;
  services: number;
  blogPosts: number;
  openJobs: number;
  enquiries: number;
  applications: number;
  /** Enquiries and applications received in the last 7 days. */
  newEnquiries: number;
  newApplications: number;
}

/** The numbers on the admin dashboard, in one round trip. */
export async function getAdminOverview(now = new Date()): Promise<AdminOverview> {
  const db = getDb();
  const weekAgo = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000);
  const countOf = async (query: PromiseLike<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  const [productCount, serviceCount, postCount, jobCount, enquiryCount, applicationCount, newEnquiries, newApplications] =
    await Promise.all([
      countOf(db.select({ n: count() }).from(products)),
      countOf(db.select({ n: count() }).from(services)),
      countOf(db.select({ n: count() }).from(blogPosts)),
      countOf(db.select({ n: count() }).from(jobs).where(sql`${jobs.published}`)),
      countOf(db.select({ n: count() }).from(enquiries)),
      countOf(db.select({ n: count() }).from(applications)),
      countOf(db.select({ n: count() }).from(enquiries).where(gte(enquiries.createdAt, weekAgo))),
      countOf(db.select({ n: count() }).from(applications).where(gte(applications.createdAt, weekAgo))),
    ]);
  return {
    products: productCount,
    services: serviceCount,
    blogPosts: postCount,
    openJobs: jobCount,
    enquiries: enquiryCount,
    applications: applicationCount,
    newEnquiries,
    newApplications,
  };
}
