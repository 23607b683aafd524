export { BlogTeaser } from './ui/blog-teaser';
