/**
 * The probe frame's script (the only script of `/print-probe`, allowed by its hash): it runs in
 * a sandboxed frame with an opaque origin, never in the shell's document. Read as text by
 * ./probe.server.ts; it is plain ES2017 so that it needs no build.
 *
 * It reads its configuration from the JSON block `#print-probe-config` (`candidates`: service
 * base URLs in order; `loadTimeoutMs`, `readyTimeoutMs`), and the request id from its URL's hash
 * (`#id=…`). It loads `{candidate}CLodopfuncs.js` from each candidate in turn until one loads
 * (PRINT-03), then reads C-Lodop the way C-Lodop's own sample does: `getCLodop()` (else
 * `window.CLODOP`), `VERSION` (the plugin), `CVERSION` (the cloud print service), and waits for
 * its socket (`webskt.readyState === 1` or `SocketOpened`). It posts one
 * `{ type: "print:probe", id, facts }` to its parent, addressed to the portal's origin (its
 * URL's; its own origin is opaque).
 * @see PRINT-03 @see PRINT-04 @see PRINT-06 @see PRINT-08
 */

/** The `type` of the probe's report. */
export const PROBE_MESSAGE_TYPE = "print:probe";

/** The probe's source (a function body run at once; no template values: configuration is data). */
export const PROBE_SCRIPT = `(function () {
  "use strict";
  var cfgEl = document.getElementById("print-probe-config");
  var cfg = JSON.parse(cfgEl ? cfgEl.textContent : "{}");
  var match = /^#id=([A-Za-z0-9_-]{8,64})$/.exec(location.hash);
  if (!match || !window.parent || window.parent === window) return;
  var id = match[1];
  var sent = false;
  function report(facts) {
    if (sent) return;
    sent = true;
    window.parent.postMessage({ type: "${PROBE_MESSAGE_TYPE}", id: id, facts: facts }, location.origin);
  }
  function text(v) {
    return typeof v === "string" || typeof v === "number" ? String(v).slice(0, 40) : null;
  }
  function inspect(service) {
    var lodop = null;
    try {
      lodop = typeof window.getCLodop === "function" ? window.getCLodop() : window.CLODOP || null;
    } catch (e) {
      lodop = null;
    }
    if (!lodop) return report({ found: true, ready: false, pluginVersion: null, cloudVersion: null, service: service });
    var deadline = Date.now() + cfg.readyTimeoutMs;
    (function wait() {
      var socket = lodop.webskt;
      var open = lodop.SocketOpened === true || (socket && socket.readyState === 1);
      var closed = socket && socket.readyState >= 2;
      if (open || closed || Date.now() >= deadline) {
        return report({ found: true, ready: !!open, pluginVersion: text(lodop.VERSION), cloudVersion: text(lodop.CVERSION), service: service });
      }
      setTimeout(wait, 50);
    })();
  }
  function attempt(i) {
    if (i >= cfg.candidates.length) return report({ found: false, ready: false, pluginVersion: null, cloudVersion: null, service: null });
    var service = cfg.candidates[i];
    var script = document.createElement("script");
    var settled = false;
    var timer = setTimeout(function () { settle(false); }, cfg.loadTimeoutMs);
    function settle(loaded) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (loaded) inspect(service);
      else attempt(i + 1);
    }
    script.onload = function () { settle(true); };
    script.onerror = function () { settle(false); };
    script.src = service + "CLodopfuncs.js?priority=" + (i + 1);
    document.head.appendChild(script);
  }
  attempt(0);
})();`;
