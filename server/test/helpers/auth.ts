import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';

/** The seeded administrator (README: default sign-in credentials). */
export const ADMIN = { email: 'admin@talento.local', password: 'Talento-Admin-2026' };

export async function signIn(
  app: NestExpressApplication,
  credentials: { email: string; password: string } = ADMIN,
): Promise<string> {
  const response = await request(app.getHttpServer()).post('/api/auth/sign-in').send(credentials);
  if (response.status !== 200) {
    throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response.body.accessToken as string;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
