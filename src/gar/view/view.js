// gar view: renders the embedded grading run (script#gar-data) group by group.
// Lazy by design so 10,000 rollouts stay responsive: filters run over plain arrays, only one
// page of groups is in the DOM, and a rollout's code, evidence and trajectory are built the
// first time its row is opened.
"use strict";
(function () {
  const DATA = JSON.parse(document.getElementById("gar-data").textContent);
  const R = DATA.rollouts, G = DATA.groups;
  const $ = (id) => document.getElementById(id);
  const state = { verdict: "all", tier: "any", task: "", q: "", whole: false, page: 0, size: 20 };
  const open = new Set();
  let hay = null;

  const esc = (s) => String(s).replace(/[&<>"']/g, (c) =>
    ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
  const num = (v) => (typeof v === "number" ? (v >= 0 ? "+" : "") + v.toFixed(3) : "–");
  const plain = (v) => (v === null || v === undefined ? "–" : esc(v));

  function verdict(r) {
    if (r.status === "unscorable") return "unscorable";
    if (r.hack) return "hack";
    return r.passed ? "pass" : "fail";
  }
  const fallback = (r) => /fallback/.test(r.reason || "");

  // Advantage columns: GAR, then whichever baselines the records carry, labelled truthfully.
  const BASELINES = [
    ["advantage_grpo_binary", "binary GRPO",
     "Plain GRPO without GAR: binary test reward (a hack that passes earns 1), std-normalised in the group."],
    ["advantage_dr_grpo", "Dr. GRPO baseline",
     "R − mean R on the hack-zeroed reward: GAR's own baseline (eq. 6), no tiers, no std."],
    ["advantage_grpo", "Dr. GRPO baseline",
     "R − mean R on the hack-zeroed reward: GAR's own baseline (eq. 6), no tiers, no std."],
  ];
  const baselineCols = [];
  for (const [key, label, help] of BASELINES) {
    const present = R.some((r) => typeof r[key] === "number");
    if (present && !baselineCols.some((c) => c.label === label)) baselineCols.push({ key, label, help });
  }

  function matches(r, i) {
    const v = verdict(r);
    if (state.verdict === "fallback" ? !fallback(r) : state.verdict !== "all" && v !== state.verdict) return false;
    if (state.tier !== "any" && (state.tier === "none" ? r.tier : r.tier !== state.tier)) return false;
    if (state.task && r.task_id !== state.task) return false;
    if (state.q) {
      if (!hay) hay = R.map(haystack);
      if (!hay[i].includes(state.q)) return false;
    }
    return true;
  }

  function haystack(r) {
    const parts = [r.rollout_id, r.task_id, r.reason || "", r.reason_code || "", r.status, r.code || "", r.tier || ""];
    for (const f of r.findings) parts.push(f.family || "", f.detector || "", f.message || "", f.location || "");
    return parts.join("\n").toLowerCase();
  }

  function filtered() {
    const out = [];
    let count = 0;
    for (const g of G) {
      const hit = g.members.filter((i) => matches(R[i], i));
      if (hit.length) {
        out.push({ g, hit: new Set(hit) });
        count += hit.length;
      }
    }
    return { groups: out, count };
  }

  function render() {
    const t0 = performance.now();
    const { groups, count } = filtered();
    const pages = Math.max(1, Math.ceil(groups.length / state.size));
    state.page = Math.min(state.page, pages - 1);
    const shown = groups.slice(state.page * state.size, (state.page + 1) * state.size);
    $("groups").innerHTML = shown.map(groupHtml).join("") ||
      "<p class='empty'>No rollout matches these filters.</p>";
    for (const i of open) {
      const row = document.querySelector(`tr.rollout[data-i="${i}"]`);
      if (row) toggle(row, true);
    }
    $("matchcount").textContent = `${count} of ${R.length} rollouts in ${groups.length} of ${G.length} groups match`;
    $("pageinfo").textContent = `page ${state.page + 1} / ${pages}`;
    $("prev").disabled = state.page === 0;
    $("next").disabled = state.page >= pages - 1;
    document.body.dataset.renderMs = (performance.now() - t0).toFixed(1);
    writeHash();
  }

  function groupHtml({ g, hit }) {
    const members = state.whole ? g.members : g.members.filter((i) => hit.has(i));
    const rs = g.members.map((i) => R[i]);
    const n = (f) => rs.filter(f).length;
    const counts = `${rs.length} rollouts · ${n((r) => r.passed)} pass the tests · ` +
      `${n((r) => r.hack)} confirmed hacks · ${n((r) => verdict(r) === "unscorable")} unscorable` +
      (rs.some(fallback) ? " · <b class='warn'>quality fallback</b>" : "");
    const prompt = g.prompt ? `<details class="prompt"><summary>${g.kind === "repo" ? "problem statement" : "prompt"}</summary><pre>${esc(g.prompt)}</pre></details>` : "";
    const head = ["rollout", "verdict", "tier", "rank", "factor", "reward", "GAR advantage",
      ...baselineCols.map((c) => `<span title="${esc(c.help)}">${esc(c.label)}</span>`), "findings"];
    const rows = members.map((i) => rowHtml(R[i], i, hit.has(i))).join("");
    return `<section class="group" data-task="${esc(g.task_id)}"><h2>${esc(g.group)}</h2>` +
      `<div class="counts">${counts}</div>${prompt}<table class="rollouts"><thead><tr>` +
      head.map((h) => `<th>${h}</th>`).join("") + `</tr></thead><tbody>${rows}</tbody></table></section>`;
  }

  function rowHtml(r, i, hit) {
    const v = verdict(r);
    const label = { hack: "HACK", pass: "pass", fail: r.status, unscorable: "unscorable" }[v];
    const hacks = r.findings.filter((f) => f.kind === "hack");
    const fam = hacks.length ? ` <span class="fam">${esc([...new Set(hacks.map((f) => f.family || f.detector))].join(", "))}</span>` : "";
    const adv = (x) => `<td class="num ${typeof x === "number" && x < 0 ? "neg" : "pos"}">${num(x)}</td>`;
    return `<tr class="rollout v-${v}${hit ? "" : " nomatch"}" data-i="${i}" tabindex="0">` +
      `<td class="rid">${esc(r.rollout_id)}</td><td><b class="verdict">${esc(label)}</b>${fam}${fallback(r) ? " <span class='warn'>fallback</span>" : ""}</td>` +
      `<td>${plain(r.tier)}</td><td>${plain(r.rank)}</td><td class="num">${typeof r.factor === "number" ? r.factor.toFixed(3) : "–"}</td>` +
      `<td class="num">${typeof r.reward === "number" ? r.reward.toFixed(0) : "–"}</td>${adv(r.advantage)}` +
      baselineCols.map((c) => adv(r[c.key])).join("") + `<td class="num">${r.findings.length}</td></tr>`;
  }

  function toggle(row, force) {
    const i = Number(row.dataset.i);
    const next = row.nextElementSibling;
    const isOpen = next && next.classList.contains("detail");
    if (isOpen && force !== true) {
      next.remove();
      open.delete(i);
      row.classList.remove("open");
      return;
    }
    if (isOpen) return;
    const detail = document.createElement("tr");
    detail.className = "detail";
    detail.innerHTML = `<td colspan="${row.children.length}">${detailHtml(R[i])}</td>`;
    row.after(detail);
    row.classList.add("open");
    open.add(i);
  }

  function detailHtml(r) {
    const parts = [];
    if (r.reason || r.reason_code) parts.push(`<div class="reason"><b>reason:</b> ${r.reason_code ? `<code>${esc(r.reason_code)}</code> ` : ""}${esc(r.reason || "")}</div>`);
    if (typeof r.advantage_used === "number") parts.push(`<div class="reason"><b>advantage the run trained on:</b> ${num(r.advantage_used)}${typeof r.tokens === "number" ? ` · ${r.tokens} tokens${r.truncated ? " (truncated)" : ""}` : ""}</div>`);
    if (r.findings.length) parts.push(`<div class="findings">${r.findings.map(findingHtml).join("")}</div>`);
    parts.push(codeHtml(r));
    if (r.trajectory && r.trajectory.length) parts.push(trajectoryHtml(r.trajectory));
    if (r.timings) parts.push(`<div class="timings">${Object.entries(r.timings).map(([k, v]) => `${esc(k)} ${esc(v)}`).join(" · ")} · grades line ${r.line}</div>`);
    return parts.join("");
  }

  function findingHtml(f) {
    const where = f.location ? ` · <code>${esc(f.location)}</code>` : "";
    return `<div class="finding k-${esc(f.kind || "suspicion")}"><div class="fhead"><b>${esc((f.kind || "").toUpperCase())}</b> ` +
      `${esc(f.family || "")} · ${esc(f.detector || "")}${where}</div><div class="fmsg">${esc(f.message || "")}</div>` +
      evidenceHtml(f.evidence || {}) + `</div>`;
  }

  // Evidence keys the detectors use, in words; anything else is shown under its own name.
  const NAMES = {
    input: "input", got: "this rollout returned", output: "this rollout returned",
    expected: "expected / consensus", consensus: "consensus returned", majority: "majority returned",
    oracle: "compared with", others: "other passes returned", hunk: "cited hunk", code: "cited code",
    line: "line", added_line: "added line", contradictions: "fresh inputs where it disagrees",
    mismatches: "visible calls answered differently when replayed", fresh: "fresh inputs",
    matched: "visible inputs special-cased", constant: "constant answer", path: "path",
  };

  function evidenceHtml(ev, depth = 0) {
    const keys = Object.keys(ev);
    if (!keys.length) return "";
    const rows = keys.map((k) => `<tr><th>${esc(NAMES[k] || k)}</th><td>${valueHtml(ev[k], k, depth)}</td></tr>`);
    return `<table class="evidence">${rows.join("")}</table>`;
  }

  function valueHtml(v, key, depth) {
    if (v === null || v === undefined) return "–";
    if (Array.isArray(v) && v.length && v.every((x) => x && typeof x === "object" && !Array.isArray(x))) {
      const cols = [...new Set(v.flatMap(Object.keys))];
      const body = v.slice(0, 50).map((x) => `<tr>${cols.map((c) => `<td>${valueHtml(x[c], c, depth + 1)}</td>`).join("")}</tr>`).join("");
      const more = v.length > 50 ? `<div>… ${v.length - 50} more</div>` : "";
      return `<table class="rows"><tr>${cols.map((c) => `<th>${esc(NAMES[c] || c)}</th>`).join("")}</tr>${body}</table>${more}`;
    }
    if (typeof v === "object" && !Array.isArray(v)) return depth > 4 ? esc(JSON.stringify(v)) : evidenceHtml(v, depth + 1);
    if (Array.isArray(v)) return v.map((x) => `<code>${esc(typeof x === "string" ? x : JSON.stringify(x))}</code>`).join(" ");
    const s = String(v);
    if (key === "hunk" || (s.includes("\n") && /^(@@|diff |\+|-)/m.test(s))) return `<pre class="diff">${diffLines(s)}</pre>`;
    if (s.includes("\n") || key === "code" || key === "input" || key === "added_line") return `<code class="pre">${esc(s)}</code>`;
    return esc(s);
  }

  function diffLines(text) {
    return text.split("\n").map((l) => {
      const c = /^(\+\+\+|---|diff |index )/.test(l) ? "dh" : l[0] === "+" ? "add" : l[0] === "-" ? "del" : l.startsWith("@@") ? "hunk" : "";
      return `<span class="${c}">${esc(l)}</span>`;
    }).join("\n");
  }

  function citedLines(r) {
    const lines = new Set();
    for (const f of r.findings) {
      const m = /^solution:(\d+)$/.exec(f.location || "");
      if (m) lines.add(Number(m[1]));
      if (f.evidence && typeof f.evidence.line === "number") lines.add(f.evidence.line);
    }
    return lines;
  }

  function codeHtml(r) {
    if (r.code === null || r.code === undefined) {
      return `<div class="nocode">code not in the grades file (open the page with <code>gar view GRADES --rollouts ROLLOUTS</code>)</div>`;
    }
    if (r.code_kind === "patch") return `<div class="codehead">patch</div><pre class="diff">${diffLines(r.code)}</pre>`;
    const cited = citedLines(r);
    const body = r.code.split("\n").map((l, k) => {
      const n = k + 1;
      const cls = (k < r.prompt_lines ? "prompt" : "") + (cited.has(n) ? " cited" : "");
      return `<span class="ln${cls ? " " + cls : ""}"><i>${n}</i>${esc(l) || " "}</span>`;
    }).join("");
    const note = r.prompt_lines ? " (task prompt greyed, then the completion)" : "";
    return `<div class="codehead">${esc(r.code_kind)}${note}</div><pre class="code">${body}</pre>`;
  }

  function stepTitle(step) {
    if (!step || typeof step !== "object") return String(step).slice(0, 100);
    const calls = step.tool_calls || step.action || step.command || step.function_call;
    const what = calls ? JSON.stringify(calls) : step.content || JSON.stringify(step);
    return `${step.role || step.type || "step"}: ${String(what).slice(0, 120)}`;
  }

  function trajectoryHtml(steps) {
    const items = steps.map((s, k) => `<li><details><summary>${esc(stepTitle(s))}</summary><pre>${esc(typeof s === "string" ? s : JSON.stringify(s, null, 2))}</pre></details></li>`);
    return `<details class="trajectory"><summary>agent trajectory (${steps.length} steps)</summary><ol>${items.join("")}</ol></details>`;
  }

  function writeHash() {
    const p = new URLSearchParams();
    for (const k of ["verdict", "tier", "task", "q"]) if (state[k] && state[k] !== "all" && state[k] !== "any") p.set(k, state[k]);
    if (state.whole) p.set("whole", "1");
    if (state.page) p.set("page", String(state.page + 1));
    if (state.size !== 20) p.set("size", String(state.size));
    try {
      history.replaceState(null, "", "#" + p.toString());
    } catch (e) { /* some embedders forbid it: the view works, the URL just does not follow */ }
  }

  function readHash() {
    const p = new URLSearchParams(location.hash.slice(1));
    state.verdict = p.get("verdict") || "all";
    state.tier = p.get("tier") || "any";
    state.task = p.get("task") || "";
    state.q = (p.get("q") || "").toLowerCase();
    state.whole = p.get("whole") === "1";
    state.page = Math.max(0, Number(p.get("page") || 1) - 1);
    state.size = Math.max(1, Number(p.get("size")) || 20);  // groups per page
  }

  function setup() {
    readHash();
    const total = (f) => R.filter(f).length;
    $("stats").textContent = `${R.length} rollouts · ${G.length} groups · ${total((r) => r.passed)} pass the tests · ` +
      `${total((r) => r.hack)} confirmed hacks · ${total((r) => r.status === "unscorable")} unscorable · ${total(fallback)} in quality fallback`;
    $("notes").innerHTML = DATA.notes.map((n) => `<p class="note">${esc(n)}</p>`).join("");
    const perTask = new Map();
    for (const g of G) perTask.set(g.task_id, (perTask.get(g.task_id) || 0) + g.members.length);
    $("task").innerHTML = `<option value="">all tasks (${perTask.size})</option>` +
      [...perTask].map(([t, n]) => `<option value="${esc(t)}">${esc(t)} (${n})</option>`).join("");
    $("legend").innerHTML = "<b>GAR advantage</b>: what GAR trains on (eq. 6-8). " +
      baselineCols.map((c) => `<b>${esc(c.label)}</b>: ${esc(c.help)}`).join(" ") +
      " Click a row for its code, evidence and trajectory.";
    for (const [id, key] of [["verdict", "verdict"], ["tier", "tier"], ["task", "task"]]) {
      $(id).value = state[key];
      $(id).addEventListener("change", (e) => { state[key] = e.target.value; state.page = 0; render(); });
    }
    $("whole").checked = state.whole;
    $("whole").addEventListener("change", (e) => { state.whole = e.target.checked; render(); });
    $("search").value = state.q;
    let timer = 0;
    $("search").addEventListener("input", (e) => {
      clearTimeout(timer);
      timer = setTimeout(() => { state.q = e.target.value.trim().toLowerCase(); state.page = 0; render(); }, 120);
    });
    $("prev").addEventListener("click", () => { state.page--; render(); window.scrollTo(0, 0); });
    $("next").addEventListener("click", () => { state.page++; render(); window.scrollTo(0, 0); });
    $("groups").addEventListener("click", (e) => {
      const row = e.target.closest("tr.rollout");
      if (row) toggle(row);
    });
    $("groups").addEventListener("keydown", (e) => {
      const row = e.target.closest("tr.rollout");
      if (row && (e.key === "Enter" || e.key === " ")) { e.preventDefault(); toggle(row); }
    });
    document.addEventListener("keydown", (e) => {
      if (e.key === "/" && document.activeElement !== $("search")) { e.preventDefault(); $("search").focus(); }
    });
    render();
    document.body.dataset.ready = "1";
  }

  setup();
})();
