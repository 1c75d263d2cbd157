/**
 * The sample sub-apps' stylesheet: a dense, calm work screen (scoped: it lives in the pane's shadow
 * root or the frame). Muted text is #4b5563: at least 4.5:1 (WCAG AA) on the page (#f5f6f8), the
 * cards (#fff) and the grey badges (#f3f4f6).
 */
export const CSS = `
:host, .sa { all: initial; }
.sa { display: block; font: 13px/1.5 system-ui, -apple-system, "Segoe UI", "PingFang SC", "Noto Sans CJK SC", "Noto Sans KR", sans-serif; color: #1f2937; background: #f5f6f8; min-height: 100%; padding: 16px; box-sizing: border-box; }
.sa *, .sa *::before, .sa *::after { box-sizing: border-box; }
.sa h1 { font-size: 16px; font-weight: 600; margin: 0; }
.sa .head { display: flex; align-items: center; gap: 12px; margin-bottom: 12px; }
.sa .head .sub { color: #4b5563; font-size: 12px; }
.sa .head .grow { flex: 1; }
.sa .card { background: #fff; border: 1px solid #e5e7eb; border-radius: 6px; padding: 12px 14px; margin-bottom: 12px; }
.sa .filters { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: flex-end; }
.sa label { display: flex; flex-direction: column; gap: 4px; font-size: 12px; color: #4b5563; }
.sa input, .sa select { font: inherit; height: 30px; padding: 0 8px; border: 1px solid #d1d5db; border-radius: 4px; background: #fff; color: inherit; min-width: 150px; }
.sa input:focus, .sa select:focus, .sa button:focus-visible { outline: 2px solid #2563eb; outline-offset: 1px; }
.sa button { font: inherit; height: 30px; padding: 0 12px; border-radius: 4px; border: 1px solid #d1d5db; background: #fff; color: #1f2937; cursor: pointer; white-space: nowrap; }
.sa button:hover { background: #f3f4f6; }
.sa button.primary { background: #2563eb; border-color: #2563eb; color: #fff; }
.sa button.primary:hover { background: #1d4ed8; }
.sa button.link { border: 0; background: none; color: #2563eb; padding: 0 4px; height: auto; }
.sa button:disabled { opacity: .5; cursor: default; }
.sa .toolbar { display: flex; gap: 8px; flex-wrap: wrap; align-items: center; margin-bottom: 8px; }
.sa table { width: 100%; border-collapse: collapse; background: #fff; }
.sa th, .sa td { text-align: left; padding: 7px 10px; border-bottom: 1px solid #eef0f3; white-space: nowrap; }
.sa th { background: #f9fafb; font-weight: 500; color: #4b5563; font-size: 12px; }
.sa td.num, .sa th.num { text-align: right; font-variant-numeric: tabular-nums; }
.sa tr:hover td { background: #f9fbff; }
.sa .badge { display: inline-block; padding: 0 8px; border-radius: 10px; font-size: 12px; line-height: 20px; background: #eef2ff; color: #3730a3; }
.sa .badge.pending { background: #fef3c7; color: #92400e; }
.sa .badge.paid, .sa .badge.enabled { background: #dcfce7; color: #166534; }
.sa .badge.shipped { background: #e0f2fe; color: #075985; }
.sa .badge.completed { background: #f3f4f6; color: #374151; }
.sa .badge.refunded, .sa .badge.archived { background: #fee2e2; color: #991b1b; }
.sa .badge.paused { background: #f3f4f6; color: #4b5563; }
.sa .pager { display: flex; justify-content: flex-end; align-items: center; gap: 8px; padding-top: 10px; color: #4b5563; }
.sa .grid { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 8px 24px; }
.sa .grid dt { color: #4b5563; font-size: 12px; }
.sa .grid dd { margin: 0 0 6px; }
.sa .kpis { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 12px; margin-bottom: 12px; }
.sa .kpi { background: #fff; border: 1px solid #e5e7eb; border-radius: 6px; padding: 10px 14px; }
.sa .kpi b { display: block; font-size: 18px; font-weight: 600; margin-top: 2px; }
.sa .kpi span { color: #4b5563; font-size: 12px; }
.sa .muted { color: #4b5563; }
.sa .empty { padding: 32px; text-align: center; color: #4b5563; }
.sa .status-line { font-size: 12px; color: #166534; min-height: 18px; }
`;
