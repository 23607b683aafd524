import type { FastifyInstance } from 'fastify';
import apiAuth from './apiauth';
import blogs from './api/blogs';
import career from './api/career';
import images from './api/images';
import leadCapture from './api/lead-capture';
import leads from './api/leads';
import workshops from './api/workshops';
import health from './health';
import ops from './ops';
import seo from './seo';
import spa from './spa';

export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(health);
  await app.register(ops);
  await app.register(apiAuth);
  await app.register(career);
  await app.register(blogs);
  await app.register(images);
  await app.register(leadCapture);
  await app.register(leads);
  await app.register(workshops);
  await app.register(seo);
  // Last: the SPA answers every GET that no API route took.
  await app.register(spa);
}
