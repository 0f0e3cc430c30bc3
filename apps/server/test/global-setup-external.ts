import type { TestProject } from 'vitest/node';
import { prepareTemplate } from './template-database.js';

/** The same API suite against the PostgreSQL named by TEST_DATABASE_URL (CI: the machine's server). */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for the api-external project');
  await prepareTemplate(url);
  project.provide('pgAdminUrl', url);
}
