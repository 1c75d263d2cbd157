/** The per-request CSP nonce, provided on the server; empty in the browser (browsers hide it). */
import { createContext, useContext } from "react";

export const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
/** The current CSP nonce ("" in the browser). */
export const useNonce = () => useContext(NonceContext);
