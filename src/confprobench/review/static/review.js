"use strict";
// The review page: one pair at a time, keyboard first. Every text is set with textContent (never HTML).
(function () {
  const token = document.querySelector('meta[name="review-token"]').content;
  const REASONS = { "1": "meaning_changed", "2": "ungrammatical", "3": "unnatural", "4": "wrong_error_type", "5": "other" };
  let state = null;
  let index = 0;
  let pair = null;
  let busy = false;

  function el(tag, text, cls) {
    const node = document.createElement(tag);
    if (text !== undefined && text !== null) node.textContent = text;
    if (cls) node.className = cls;
    return node;
  }
  function clear(id) { const node = document.getElementById(id); node.replaceChildren(); return node; }
  function status(text) { clear("status").append(el("span", text)); }

  async function api(path, body) {
    const options = body === undefined ? {} : {
      method: "POST", body: JSON.stringify(body),
      headers: { "Content-Type": "application/json", "X-Review-Token": token },
    };
    const response = await fetch(path, options);
    const payload = await response.json();
    if (!response.ok) throw new Error(payload.error || response.statusText);
    return payload;
  }

  function renderProgress() {
    const progress = clear("progress");
    progress.append(el("span", `pair ${index + 1} of ${state.total} · ${state.done} reviewed`));
    if (state.problems.length) progress.append(el("span", ` · ${state.problems.length} verdict(s) in reviews.jsonl not applied`, "verdict-reject"));
    const tallies = clear("tallies");
    for (const [family, t] of Object.entries(state.tallies)) {
      tallies.append(el("span", `${family}: ${t.accept || 0} accepted, ${t.reject || 0} rejected, ${t.skip || 0} skipped of ${t.total}`));
    }
  }

  function renderDiff(target, segments, side) {
    for (const [op, text] of segments) {
      if (op === "same") target.append(document.createTextNode(text));
      else if (op === "del" && side === "original") target.append(el("del", text));
      else if (op === "ins" && side === "variant") target.append(el("ins", text));
    }
  }

  function renderPair() {
    const meta = clear("meta");
    meta.append(el("span", `${pair.process_id} · ${pair.subject} · ${pair.difficulty || "?"} · ${pair.family}` +
      (pair.step ? ` · step ${pair.step}` : "")));
    if (pair.verdict) {
      const v = pair.verdict;
      meta.append(el("span", `  your verdict: ${v.verdict}${v.reason ? " (" + state.reasons[v.reason] + ")" : ""}`, "verdict-" + v.verdict));
    }
    clear("question").append(el("strong", "Problem: "), document.createTextNode(pair.question));
    const context = clear("context");
    const side = clear("pair");
    if (pair.family === "image") {
      context.append(el("div", `Image ${pair.image.target} replaced · rule ${pair.rule} · ${JSON.stringify(pair.params)}`));
      for (const step of pair.steps) context.append(el("div", `${step.index}. ${step.text}`, "step"));
      const grid = el("div", undefined, "side");
      for (const which of ["original", "variant"]) {
        const box = el("div");
        box.append(el("h3", which === "original" ? `original (${pair.image.original_path})` : `variant (${pair.image.variant_path})`));
        const img = el("img");
        img.src = pair.image[which];
        img.alt = `${which} image`;
        box.append(img);
        grid.append(box);
      }
      side.append(grid);
      return;
    }
    for (const step of pair.before) context.append(el("div", `step ${step.index}: ${step.text}`, "step"));
    context.append(el("div", `step ${pair.step}: (the step under review, below)`));
    for (const step of pair.after) context.append(el("div", `step ${step.index}: ${step.text}`, "step"));
    if (pair.injected) {
      const box = el("div", undefined, "injected");
      box.append(el("strong", `Injected error, recorded as ${pair.injected.type} (${pair.injected.name})`));
      if (pair.injected.explanation) box.append(el("div", pair.injected.explanation));
      side.append(box);
    }
    const grid = el("div", undefined, "side");
    for (const which of ["original", "variant"]) {
      const box = el("div");
      box.append(el("h3", which));
      renderDiff(box, pair.diff, which);
      grid.append(box);
    }
    side.append(grid);
  }

  async function show(i) {
    if (!state.total) return;
    index = Math.max(0, Math.min(i, state.total - 1));
    pair = await api(`/api/pair?i=${index}`);
    renderProgress();
    renderPair();
    document.body.dataset.variant = pair.variant_id;
    document.body.dataset.index = String(index);
  }

  function nextOpen(from) {
    for (let i = from; i < state.total; i++) if (!state.verdicts[pairId(i)]) return i;
    return -1;
  }
  function pairId(i) { return state.queue ? state.queue[i] : null; }

  async function decide(verdict, reason, note) {
    if (busy || !pair) return;
    busy = true;
    try {
      state = await api("/api/verdict", { variant_id: pair.variant_id, verdict: verdict, reason: reason || null, note: note || null });
      status(`${verdict}${reason ? " (" + state.reasons[reason] + ")" : ""} recorded`);
      if (state.done === state.total) { await show(index); status("All pairs reviewed. Verdicts are in reviews.jsonl; `confprobench review BENCH --summary` adds them up."); }
      else await show(index + 1 < state.total ? index + 1 : state.first_open);
    } catch (error) { status("Not recorded: " + error.message); }
    finally { busy = false; }
  }

  async function undo() {
    if (busy) return;
    busy = true;
    try {
      const answer = await api("/api/undo", {});
      state = answer;
      if (answer.undone === null) status("nothing to undo");
      else { await show(answer.undone_index); status("undone"); }
    } catch (error) { status("Undo failed: " + error.message); }
    finally { busy = false; }
  }

  function askNote() {
    const dialog = document.getElementById("note-dialog");
    const note = document.getElementById("note");
    note.value = "";
    dialog.showModal();
    note.focus();
  }

  document.getElementById("note-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const note = document.getElementById("note").value.trim();
    if (!note) return;
    document.getElementById("note-dialog").close();
    decide("reject", "other", note);
  });
  document.getElementById("note-cancel").addEventListener("click", () => document.getElementById("note-dialog").close());

  document.addEventListener("keydown", (event) => {
    if (document.getElementById("note-dialog").open || event.ctrlKey || event.metaKey || event.altKey) return;
    const key = event.key;
    if (key === "a" || key === "Enter") decide("accept");
    else if (key === "5") askNote();
    else if (REASONS[key]) decide("reject", REASONS[key]);
    else if (key === "s") decide("skip");
    else if (key === "u" || key === "z") undo();
    else if (key === "ArrowRight" || key === "j") show(index + 1);
    else if (key === "ArrowLeft" || key === "k") show(index - 1);
    else if (key === "n") { const i = nextOpen(0); if (i >= 0) show(i); }
    else return;
    event.preventDefault();
  });

  (async function start() {
    state = await api("/api/state");
    if (!state.total) { status("Nothing to review."); return; }
    await show(state.first_open < state.total ? state.first_open : 0);
    document.body.dataset.ready = "1";
  })().catch((error) => status("Could not load: " + error.message));
})();
