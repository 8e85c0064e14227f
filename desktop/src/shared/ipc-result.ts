/** Every IPC answer: the renderer never sees a thrown error from the main process, only this. */
export type IpcResult<T> = { ok: true; data: T } | { ok: false; error: string };

export const ok = <T>(data: T): IpcResult<T> => ({ ok: true, data });
export const fail = <T = never>(error: string): IpcResult<T> => ({ ok: false, error });
