/**
 * Photos taken in My Day wait here until they are sent: IndexedDB holds blobs of megabytes that localStorage (a few
 * MB of text in all) cannot. The queue entry (localStorage) names the photo by id; the bytes are read back when it
 * is sent and dropped once the server has them. When IndexedDB is unavailable (some private windows) the photos
 * wait in memory for this visit.
 */
const DB_NAME = 'tw-field-photos';
const STORE = 'photos';
const memory = new Map<string, Blob>();

let opening: Promise<IDBDatabase | null> | null = null;

function openDb(): Promise<IDBDatabase | null> {
  opening ??= new Promise((resolve) => {
    try {
      const request = indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return opening;
}

function run<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T | undefined> {
  return openDb().then(
    (db) =>
      new Promise<T | undefined>((resolve) => {
        if (!db) return resolve(undefined);
        try {
          const request = work(db.transaction(STORE, mode).objectStore(STORE));
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => resolve(undefined);
        } catch {
          resolve(undefined);
        }
      }),
  );
}

/** Keeps the photo's bytes under its id (also in memory, so a failing store still sends it in this visit). */
export async function keepPhoto(id: string, blob: Blob): Promise<void> {
  memory.set(id, blob);
  await run('readwrite', (store) => store.put(blob, id));
}

export async function readPhoto(id: string): Promise<Blob | null> {
  return memory.get(id) ?? (await run<Blob>('readonly', (store) => store.get(id))) ?? null;
}

export async function dropPhoto(id: string): Promise<void> {
  memory.delete(id);
  await run('readwrite', (store) => store.delete(id));
}
