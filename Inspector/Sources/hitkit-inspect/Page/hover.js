// Hover = the real hit test: the view a touch at the pointer would get, its hit path, every other view under
// the pointer (occluded ones too) with the first rule that excluded it, and explain's verified fix as a button.
const $ = (id) => document.getElementById(id);

export function pickable(name) {
  const span = document.createElement("span");
  span.className = "pick";
  span.dataset.view = name;
  span.textContent = name;
  span.title = "select this view for the toggles";
  span.addEventListener("click", () => document.dispatchEvent(new CustomEvent("hitkit-select", { detail: name })));
  return span;
}

export class HoverPanel {
  constructor(drawing, send) {
    this.drawing = drawing;
    this.send = send;
    this.inFlight = false;
    this.pending = null;
    $("hover-fix").addEventListener("click", () => {
      this.send({ type: "fix", index: 0 });
      $("hover-fix").dataset.applied = "true";
    });
  }

  // Asks for the hit test at `point` (scene coordinates); one request in flight, the latest point waits.
  request(point) {
    if (!Number.isFinite(point.x) || !Number.isFinite(point.y)) return;
    const message = { type: "hover", x: round(point.x), y: round(point.y) };
    if (this.inFlight) { this.pending = message; return; }
    this.inFlight = true;
    this.send(message);
  }

  show(message) {
    this.inFlight = false;
    if (this.pending) { const next = this.pending; this.pending = null; this.inFlight = true; this.send(next); }
    $("hover-point").textContent = `at ${message.x}, ${message.y}`;
    const hit = $("hover-hit");
    hit.dataset.view = message.hit ?? "";
    hit.replaceChildren(message.hit ? pickable(message.hit) : "nothing (no view gets a touch here)");
    $("hover-window").textContent = message.window ? `in ${message.window}` : "";
    const path = $("hover-path");
    path.replaceChildren(...(message.path || []).map((name) => {
      const li = document.createElement("li");
      li.dataset.view = name;
      li.append(pickable(name));
      return li;
    }));
    const under = $("hover-under");
    under.replaceChildren(...(message.under || []).map((entry) => {
      const li = document.createElement("li");
      li.dataset.view = entry.view;
      li.dataset.reason = entry.reason ?? "";
      const reason = document.createElement("span");
      reason.className = "reason";
      reason.textContent = ` — ${entry.reason}`;
      li.append(pickable(entry.view), reason);
      return li;
    }));
    const fix = $("hover-fix");
    if (message.fix && message.fix.text) {
      fix.hidden = false;
      fix.textContent = `Apply fix: ${message.fix.text}`;
      fix.dataset.fix = message.fix.text;
      delete fix.dataset.applied;
    } else {
      fix.hidden = true;
      fix.dataset.fix = "";
    }
    $("hover-explanation").textContent = message.explanation || "";
    $("hover-panel").dataset.hit = message.hit ?? "";
    this.drawing.mark("hovered", message.hit ? [message.hit] : []);
  }

  clear() { this.drawing.mark("hovered", []); }
  sceneChanged() { this.inFlight = false; this.pending = null; }
}

function round(value) { return Math.round(value * 100) / 100; }
