/**
 * When the document's namespaces that hydration did not wait for (see `FIRST_NAMESPACES`) are
 * in i18next. The shell's lazily hydrated parts wait for it before hydrating, so a part that
 * reads another namespace (`t("account:…")`) never renders a raw key against the server's text.
 * On the server, and before the browser entry has started, it is already resolved.
 */
let loaded: Promise<unknown> = Promise.resolve();

/** The browser entry: `pending` settles once the rest of the document's namespaces are added. */
export function setDocumentNamespacesPending(pending: Promise<unknown>): void {
  loaded = pending.catch(() => undefined);
}

/** Resolves once the document's namespaces are all loaded (never rejects). */
export function documentNamespacesLoaded(): Promise<unknown> {
  return loaded;
}
