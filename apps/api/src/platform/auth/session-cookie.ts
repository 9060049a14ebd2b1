import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_IDLE_DAYS } from '@tradeworks/contracts/auth';

export const SESSION_COOKIE = 'tw_session';
const MAX_AGE_SECONDS = SESSION_IDLE_DAYS * 24 * 60 * 60;

function secure(req: FastifyRequest): boolean {
  const setting = req.server.env.COOKIE_SECURE;
  if (setting === 'true') return true;
  if (setting === 'false') return false;
  return req.protocol === 'https';
}

export function setSessionCookie(req: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(req),
    maxAge: MAX_AGE_SECONDS,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
