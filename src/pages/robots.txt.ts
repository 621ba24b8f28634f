import type { GetServerSideProps } from 'next';
import { appUrl } from '@/config/app-url';
import { robotsTxt } from '@/seo/sitemap';

export default function Robots() {
  return null;
}

export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.end(robotsTxt(appUrl));
  return { props: {} };
};
