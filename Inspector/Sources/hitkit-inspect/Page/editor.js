// Edit: the scene's YAML (errors shown at their line), the built-in examples, quick toggles on the selected
// view and its recognizers, what-if replay of the last gesture on the edited scene, and the export of that
// gesture as a touch script and a Swift Testing test.
const $ = (id) => document.getElementById(id);

export function outcomeText(outcome) {
  if (!outcome || typeof outcome !== "object") return "";
  const lines = [];
  for (const down of outcome.touchDowns || []) {
    const path = down.path && down.path.length ? ` (${down.path.join(" > ")})` : "";
    lines.push(`finger ${down.pointerID}: ${down.view ?? "nothing"}${path}`);
  }
  for (const r of outcome.recognizers || []) lines.push(`${r.name}: ${r.state}`);
  for (const c of outcome.controlEvents || []) lines.push(`${c.control}.${c.event}`);
  return lines.join("\n");
}

export class Editor {
  constructor(drawing, send, trace) {
    this.drawing = drawing;
    this.send = send;
    this.trace = trace;
    this.selected = "";
    this.examplesFilled = false;
    $("apply").addEventListener("click", () => this.apply());
    $("yaml").addEventListener("keydown", (e) => {
      if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) { e.preventDefault(); this.apply(); }
    });
    $("yaml").addEventListener("input", () => this.numberLines());
    $("yaml").addEventListener("scroll", () => { $("yaml-lines").scrollTop = $("yaml").scrollTop; });
    $("examples").addEventListener("change", () => {
      if ($("examples").value) this.send({ type: "example", id: $("examples").value });
    });
    $("view-select").addEventListener("change", () => this.select($("view-select").value));
    document.addEventListener("hitkit-select", (e) => this.select(e.detail));
    $("replay").addEventListener("click", () => this.send({ type: "replay" }));
    $("export").addEventListener("click", () => {
      this.send({ type: "export", name: $("export-name").value || "recordedGesture" });
    });
    for (const button of document.querySelectorAll("button.copy")) {
      button.addEventListener("click", () => navigator.clipboard?.writeText($(button.dataset.for).value));
    }
    for (const button of document.querySelectorAll("button.download")) {
      button.addEventListener("click", () => {
        const link = document.createElement("a");
        link.href = URL.createObjectURL(new Blob([$(button.dataset.for).value], { type: "text/plain" }));
        link.download = button.dataset.file;
        link.click();
        setTimeout(() => URL.revokeObjectURL(link.href), 1000);
      });
    }
  }

  apply() { this.send({ type: "edit", yaml: $("yaml").value }); }

  showScene(message) {
    const name = $("scene-name");
    name.textContent = message.name ?? "";
    name.dataset.name = message.name ?? "";
    if (typeof message.yaml === "string" && $("yaml").value !== message.yaml) $("yaml").value = message.yaml;
    this.numberLines();
    this.clearError();
    if (Array.isArray(message.examples) && !this.examplesFilled) {
      this.examplesFilled = true;
      $("examples").append(...message.examples.map((example) => {
        const option = document.createElement("option");
        option.value = example.id;
        option.textContent = example.title ? `${example.id} — ${example.title}` : example.id;
        return option;
      }));
    }
    const names = [...new Set((message.items || []).map((item) => item.name))];
    $("view-select").replaceChildren(new Option("—", ""), ...names.map((n) => new Option(n, n)));
    $("view-select").value = names.includes(this.selected) ? this.selected : "";
    this.renderToggles();
  }

  select(name) {
    this.selected = name || "";
    $("view-select").value = this.selected;
    this.drawing.mark("selected", this.selected ? [this.selected] : []);
    this.renderToggles();
  }

  item() { return (this.drawing.items || []).find((item) => item.name === this.selected); }

  renderToggles() {
    const box = $("toggles");
    box.dataset.view = this.selected;
    box.replaceChildren();
    const item = this.item();
    if (!item) return;
    this.drawing.mark("selected", [this.selected]);
    const check = (field, label, checked, target) => {
      const input = document.createElement("input");
      input.type = "checkbox";
      input.checked = Boolean(checked);
      input.dataset.field = field;
      input.id = target.recognizer ? `toggle-recognizer-${field}-${target.recognizer}` : `toggle-${field}`;
      input.addEventListener("change", () => this.send({ type: "toggle", ...target, field, value: input.checked }));
      const wrapper = document.createElement("label");
      wrapper.append(input, ` ${label}`);
      box.append(wrapper);
    };
    const view = { view: this.selected };
    check("hidden", "hidden", item.hidden, view);
    const interactive = item.userInteractionEnabled ?? !item.interactionDisabled;
    check("userInteractionEnabled", "userInteractionEnabled", interactive, view);
    check("passThrough", "pass-through", item.passThrough, view);
    if (item.control) check("enabled", "enabled", item.enabled ?? true, view);
    const alpha = document.createElement("input");
    alpha.type = "number";
    alpha.min = "0";
    alpha.max = "1";
    alpha.step = "0.01";
    alpha.id = "toggle-alpha";
    alpha.dataset.field = "alpha";
    alpha.value = String(item.alpha ?? (item.transparent ? 0 : 1));
    alpha.addEventListener("change", () => {
      this.send({ type: "toggle", view: this.selected, field: "alpha", value: Number(alpha.value) });
    });
    const alphaLabel = document.createElement("label");
    alphaLabel.append("alpha ", alpha);
    box.append(alphaLabel);
    for (const recognizer of item.recognizers || []) {
      const label = `${recognizer.name} (${recognizer.kind}) isEnabled`;
      check("enabled", label, recognizer.enabled !== false, { recognizer: recognizer.name });
    }
  }

  numberLines() {
    const count = $("yaml").value.split("\n").length;
    const bad = Number($("yaml-error").dataset.line) || 0;
    const lines = $("yaml-lines");
    lines.replaceChildren(...Array.from({ length: count }, (_, i) => {
      const span = document.createElement("span");
      span.textContent = `${i + 1}\n`;
      if (i + 1 === bad) span.className = "bad";
      return span;
    }));
  }

  clearError() {
    const box = $("yaml-error");
    box.hidden = true;
    box.dataset.line = "";
    box.textContent = "";
    this.numberLines();
  }

  showError(message) {
    if (!message.line) return;
    const box = $("yaml-error");
    box.hidden = false;
    box.dataset.line = String(message.line);
    const source = $("yaml").value.split("\n")[message.line - 1] ?? "";
    const column = message.column ? `:${message.column}` : "";
    box.textContent = `line ${message.line}${column}: ${message.message}\n  ${source}`;
    this.numberLines();
    const lineHeight = parseFloat(getComputedStyle($("yaml")).lineHeight) || 17;
    $("yaml").scrollTop = Math.max(0, (message.line - 3) * lineHeight);
  }

  gestureRecorded(message) {
    document.body.dataset.recorded = String(message.samples ?? 0);
    const downs = message.outcome && message.outcome.touchDowns;
    document.body.dataset.lastHits = downs
      ? downs.map((d) => d.view ?? "").join(",")
      : [...this.trace.touchViews.values()].join(",");
    $("whatif-before").textContent = outcomeText(message.outcome);
  }

  showWhatIf(message) {
    const changes = message.changes || [];
    const list = $("whatif");
    list.dataset.changes = String(changes.length);
    list.replaceChildren(...(changes.length ? changes : ["no change: the gesture has the same outcome"]).map((text) => {
      const li = document.createElement("li");
      li.textContent = text;
      if (changes.length) li.className = "change";
      return li;
    }));
    $("whatif-before").textContent = `before:\n${outcomeText(message.before)}`;
    $("whatif-after").textContent = `after:\n${outcomeText(message.after)}`;
    const after = message.after || {};
    list.dataset.afterViews = (after.touchDowns || []).map((d) => d.view ?? "").join(",");
  }

  showExport(message) {
    $("export-script").value = message.script ?? "";
    $("export-swift").value = message.swift ?? "";
    $("export-panel").dataset.exported = "true";
  }
}
