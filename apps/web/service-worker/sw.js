/*
 * Tradeworks service worker: the technician's day (/my-day) opens with no connection, even after a reload.
 *
 * The build (scripts/service-worker-plugin.ts) puts two constants in front of this file:
 *   BUILD    — a hash of this build's shell files; names the shell cache, so each build has its own;
 *   PRECACHE — index.html and the hashed JS/CSS chunks that /my-day needs, read from the build's chunk graph.
 *
 * What it does, and nothing more:
 * - install: caches PRECACHE in `tw-shell-<BUILD>`; activate: deletes the shell caches of older builds.
 * - navigations to /my-day: network first; with no network, the cached index.html (the app boots and the page
 *   shows the day from the device).
 * - /assets/* (content-hashed, immutable) and the other precached files: from the shell cache, else fetched
 *   and added to it (a chunk the list missed is kept after its first use).
 * - GET /api/auth/user and GET /api/my-day (the two reads the day's screen needs): network first, the last
 *   answer kept in `tw-api` and answered only when the network fails. No other API answer is cached.
 *   The kept answers belong to one signed-in user: they are deleted on sign-out (the page's POST /api/logout,
 *   or a message from the page), on any 401, and when /api/auth/user names another user than before.
 * - everything else (other API calls, all writes, other pages) is not touched.
 */

/* global BUILD, PRECACHE, self, caches -- a service worker's globals and the two the build puts in front */
const SHELL_CACHE = `tw-shell-${BUILD}`;
const SHELL_PREFIX = 'tw-shell-';
/** Not versioned by build: a new build must not drop the copy a technician needs offline. */
const API_CACHE = 'tw-api';
const CACHED_API = new Set(['/api/auth/user', '/api/my-day']);
/** Where the id of the user whose answers are kept is remembered (a key of the API cache, never fetched). */
const IDENTITY_KEY = '/__tw-offline/identity';
/** The public files (theme-init.js, favicon.svg) are precached too; their content is part of BUILD. */
const PRECACHED = new Set(PRECACHE);

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(SHELL_PREFIX) && name !== SHELL_CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'sign-out') event.waitUntil(forgetApiAnswers());
});

function forgetApiAnswers() {
  return caches.delete(API_CACHE);
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (request.method !== 'GET') {
    // Signing out or in: the kept answers were the previous user's. The request itself goes on untouched.
    if (url.pathname === '/api/logout' || url.pathname.startsWith('/api/auth/'))
      event.waitUntil(forgetApiAnswers());
    return;
  }
  if (request.mode === 'navigate') {
    if (url.pathname === '/my-day' || url.pathname === '/my-day/') event.respondWith(dayPage(request));
    return;
  }
  if (url.pathname.startsWith('/assets/') || PRECACHED.has(url.pathname)) {
    event.respondWith(shellFile(request));
    return;
  }
  if (CACHED_API.has(url.pathname)) event.respondWith(networkFirstApi(request, url));
});

async function dayPage(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const cached = await caches.match('/index.html', { cacheName: SHELL_CACHE });
    if (cached) return cached;
    throw error;
  }
}

async function shellFile(request) {
  const cache = await caches.open(SHELL_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function networkFirstApi(request, url) {
  let response;
  try {
    response = await fetch(request);
  } catch (error) {
    const cached = await caches.match(request, { cacheName: API_CACHE });
    if (cached) return cached;
    throw error;
  }
  if (response.status === 401) {
    await forgetApiAnswers();
  } else if (response.ok) {
    await keepAnswer(request, url, response.clone());
  }
  return response;
}

/** Keeps the answer; an answer for another user than the kept ones replaces them all first. */
async function keepAnswer(request, url, response) {
  // A day answer is kept only beside the same sign-in's /api/auth/user answer (never after a sign-out).
  if (url.pathname !== '/api/auth/user' && !(await caches.match(IDENTITY_KEY, { cacheName: API_CACHE })))
    return;
  if (url.pathname === '/api/auth/user') {
    const body = await response.clone().json();
    const userId = body && typeof body.id === 'string' ? body.id : null;
    if (!userId) return;
    const cache = await caches.open(API_CACHE);
    const kept = await cache.match(IDENTITY_KEY);
    const keptId = kept ? await kept.text() : null;
    if (keptId !== userId) {
      for (const key of await cache.keys()) await cache.delete(key);
      await cache.put(IDENTITY_KEY, new Response(userId));
    }
  }
  await (await caches.open(API_CACHE)).put(request, response);
}
