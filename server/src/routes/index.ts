import type { FastifyInstance } from 'fastify';
import { trackRoutes } from '../openapi/route-registry';
import apiAuth from './apiauth';
import blogs from './api/blogs';
import career from './api/career';
import images from './api/images';
import leadCapture from './api/lead-capture';
import openApi from './openapi';
import workshops from './api/workshops';
import courses from './api/courses';
import brochure from './api/brochure';
import alumni from './api/alumni';
import siteSettings from './api/site-settings';
import yourData from './api/your-data';
import workshopRegistrations from './api/workshop-registrations';
import webVitals from './api/web-vitals';
import admin from './admin';
import health from './health';
import ops from './ops';
import seo from './seo';
import spa from './spa';

export async function registerRoutes(app: FastifyInstance): Promise<void> {
  trackRoutes(app);
  await app.register(health);
  await app.register(ops);
  await app.register(apiAuth);
  await app.register(career);
  await app.register(blogs);
  await app.register(images);
  await app.register(leadCapture);
  await app.register(workshops);
  await app.register(courses);
  await app.register(brochure);
  await app.register(alumni);
  await app.register(siteSettings);
  await app.register(yourData);
  await app.register(workshopRegistrations);
  await app.register(webVitals);
  await app.register(admin);
  await app.register(seo);
  await app.register(openApi);
  // Last: the SPA answers every GET that no API route took.
  await app.register(spa);
}
