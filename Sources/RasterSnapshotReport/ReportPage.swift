// ReportPage.swift · RasterSnapshotReport · the HTML page of an artifacts folder (Raster's own)
// Status: Complete.
//
// `<artifacts>/index.html` is one static page that loads `report/snapshots.js` (the ledger)
// and draws it in the browser: counts by status, filters by status and by text, and each
// snapshot's reference, actual and diff side by side, as an overlay with an opacity slider,
// or the diff alone. At the top: the command that re-records every failed or missing
// snapshot (their `swift test --filter` patterns merged into one). The page is the same for
// every run, so it is written only when missing or different.

import Foundation

/// The report page: the ledger's viewer.
enum ReportPage {
    /// Writes the page to `url` unless it is already there with this content.
    static func write(to url: URL) throws {
        let data = Data(html.utf8)
        if FileManager.default.contents(atPath: url.path) == data { return }
        try data.write(to: url, options: .atomic)
    }

    static let html = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>Snapshots</title>
        <style>
        body { font: 14px system-ui, sans-serif; margin: 24px; color: #222; }
        header { position: sticky; top: 0; background: #fff; padding-bottom: 8px; border-bottom: 1px solid #ccc; }
        button { font: inherit; margin: 2px; padding: 3px 10px; border: 1px solid #999; border-radius: 12px; background: #f4f4f4; }
        button.on { background: #222; color: #fff; }
        input[type=search] { font: inherit; padding: 3px 8px; width: 260px; }
        section { border-bottom: 1px solid #ddd; padding: 12px 0; }
        h2 { font-size: 15px; margin: 0 0 6px; }
        .status { font-size: 12px; padding: 1px 8px; border-radius: 8px; color: #fff; margin-right: 6px; }
        .passed { background: #2a7d32; } .failed { background: #c62828; } .missing { background: #ad5a00; }
        .recorded, .rerecorded { background: #1565c0; }
        .files { display: flex; gap: 16px; align-items: flex-start; flex-wrap: wrap; }
        figure { margin: 0; } figcaption { font-weight: 600; margin-bottom: 4px; }
        img { max-width: 420px; image-rendering: pixelated; border: 1px solid #ccc;
              background: repeating-conic-gradient(#eee 0% 25%, #fff 0% 50%) 0 0 / 16px 16px; }
        .overlay { position: relative; display: inline-block; } .overlay img + img { position: absolute; left: 0; top: 0; }
        pre { background: #f6f6f6; padding: 8px; overflow: auto; max-width: 640px; max-height: 480px; white-space: pre-wrap; }
        code { background: #f6f6f6; padding: 4px 8px; display: inline-block; user-select: all; }
        </style></head>
        <body>
        <header><h1 id="title">Snapshots</h1><div id="command"></div>
        <div id="filters"></div>
        <div>View: <span id="views"></span> <input id="search" type="search" placeholder="Filter by test or name"></div></header>
        <main id="list"></main>
        <script>var rasterSnapshots = [];</script>
        <script src="report/snapshots.js"></script>
        <script>
        "use strict";
        const newest = new Map();
        for (const r of rasterSnapshots) newest.set(r.testFile + "/" + r.name, r);
        const records = [...newest.values()].sort((a, b) => (a.testFile + "/" + a.name) < (b.testFile + "/" + b.name) ? -1 : 1);
        const order = ["failed", "missing", "rerecorded", "recorded", "passed"];
        const state = { status: records.some(r => r.status === "failed" || r.status === "missing") ? "problems" : "all",
                        view: "side by side", text: "" };
        const el = (tag, props, ...children) => { const e = Object.assign(document.createElement(tag), props || {});
          for (const c of children) e.append(c); return e; };
        function counts() { const c = {}; for (const s of order) c[s] = records.filter(r => r.status === s).length; return c; }
        function commands() {
          const bad = records.filter(r => r.status === "failed" || r.status === "missing");
          const filters = [...new Set(bad.filter(r => r.filter).map(r => r.filter))];
          const out = [];
          if (filters.length) out.push("RASTER_RECORD=failed swift test --filter '[./](" + filters.join("|") + ")\\\\b'");
          for (const c of new Set(bad.filter(r => !r.filter && r.rerecord).map(r => r.rerecord))) out.push(c);
          return out;
        }
        function image(label, link) { return link ? el("figure", {}, el("figcaption", { textContent: label }),
          el("a", { href: link }, el("img", { src: link, alt: label, loading: "lazy" }))) : null; }
        function text(label, body) { return body == null ? null : el("figure", {}, el("figcaption", { textContent: label }),
          el("pre", { textContent: body })); }
        function files(r) {
          const reference = r.referenceCopy || r.referenceLink;
          if (r.actualText != null || r.referenceText != null)
            return [text("Reference", r.referenceText), text("Actual", r.actualText), text("Diff", r.diffText)];
          if (r.status === "passed" || r.status === "recorded" || !r.actual) return [image("Reference", r.referenceLink)];
          if (state.view === "diff") return [image("Diff", r.diff) || image("Actual", r.actual)];
          if (state.view === "overlay" && reference) {
            const top = el("img", { src: r.actual, alt: "Actual" });
            const slider = el("input", { type: "range", min: 0, max: 100, value: 50 });
            top.style.opacity = 0.5; slider.oninput = () => { top.style.opacity = slider.value / 100; };
            return [el("figure", {}, el("figcaption", { textContent: "Reference ↔ actual " }, slider),
              el("div", { className: "overlay" }, el("img", { src: reference, alt: "Reference" }), top))];
          }
          return [image("Reference", reference), image("Actual", r.actual), image("Diff", r.diff)];
        }
        function render() {
          const c = counts();
          document.getElementById("title").textContent = records.length + " snapshot" + (records.length === 1 ? "" : "s") + ": "
            + order.filter(s => c[s]).map(s => c[s] + " " + s).join(", ");
          const cmd = document.getElementById("command"); cmd.replaceChildren();
          for (const line of commands()) cmd.append(el("p", {}, "Re-record the failed and missing ones: ", el("code", { textContent: line })));
          const filters = document.getElementById("filters"); filters.replaceChildren();
          for (const s of ["all", "problems", ...order]) {
            const n = s === "all" ? records.length : s === "problems" ? c.failed + c.missing : c[s];
            filters.append(el("button", { className: state.status === s ? "on" : "", textContent: s + " (" + n + ")",
              onclick: () => { state.status = s; render(); } }));
          }
          const views = document.getElementById("views"); views.replaceChildren();
          for (const v of ["side by side", "overlay", "diff"]) views.append(el("button", { className: state.view === v ? "on" : "",
            textContent: v, onclick: () => { state.view = v; render(); } }));
          const list = document.getElementById("list"); list.replaceChildren();
          const needle = state.text.toLowerCase();
          for (const r of records) {
            if (state.status === "problems" ? !(r.status === "failed" || r.status === "missing")
                : state.status !== "all" && r.status !== state.status) continue;
            if (needle && !(r.testFile + " " + r.name).toLowerCase().includes(needle)) continue;
            list.append(el("section", { id: r.testFile + "." + r.name },
              el("h2", {}, el("span", { className: "status " + r.status, textContent: r.status }), r.testFile + " › " + r.name),
              r.message ? el("pre", { textContent: r.message }) : "",
              el("div", { className: "files" }, ...files(r).filter(x => x))));
          }
        }
        document.getElementById("search").oninput = e => { state.text = e.target.value; render(); };
        render();
        </script>
        </body></html>

        """
}
