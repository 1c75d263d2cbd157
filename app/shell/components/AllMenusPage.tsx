/**
 * The all-menus page (`/menus/{serviceId}/{systemCode}`, see ../all-menus.server.ts): a heading,
 * a link back to the workspace and every group with its leaves as plain links, in the user's
 * language; a gateway failure says so instead. Plain elements, as the `<noscript>` menu: the page
 * is for browsers without scripts, and it adds no Chakra component to the chunks other pages share
 * (`login_js_gzip_bytes`).
 * @see MENU-01
 */
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { leafHref } from "~/features/tabs";
import { parseMenuJson } from "~/features/menus";
import { withBase } from "~/utils/base-path";
import type { AllMenusData } from "../all-menus.server";
import { MenuLinkList } from "./nav/NoScriptMenu";

export function AllMenusPage({ data }: { data: AllMenusData }) {
  const { t, i18n } = useTranslation("nav");
  const base = `/entry/${data.serviceId}/${data.systemCode}`;
  const tree = useMemo(() => parseMenuJson(data.json), [data.json]);
  return (
    <main style={{ maxWidth: 1200, margin: "0 auto", padding: 24, fontSize: 14 }} data-all-menus-page="">
      <div style={{ display: "flex", alignItems: "baseline", gap: 16, marginBottom: 16 }}>
        <h1 style={{ fontSize: 22, fontWeight: 600, margin: 0 }}>{t("allMenus")}</h1>
        <a href={withBase(base)}>{t("backToWorkspace")}</a>
      </div>
      {data.failed ? (
        <p role="alert" style={{ color: "#dc2626" }}>{t("menuError")}</p>
      ) : (
        <div style={{ border: "1px solid #e4e4e7", borderRadius: 6, overflow: "hidden" }}>
          <MenuLinkList tree={tree} lng={i18n.language} label={t("menu")} hrefOf={(leaf) => leafHref(base, leaf, data.homeMenuId)} />
        </div>
      )}
    </main>
  );
}
