import type { GetServerSideProps } from 'next';
import { appUrl } from '@/config/app-url';
import { loadArticles } from '@/content/articles';
import { sitemapEntries, sitemapXml } from '@/seo/sitemap';

export default function Sitemap() {
  return null;
}

export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.end(sitemapXml(sitemapEntries(loadArticles()), appUrl));
  return { props: {} };
};
