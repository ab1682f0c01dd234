// The hit map: every cell coloured by the view the real hit test returns there (enlarged areas, pass-through
// views and dead zones show), and the cells that changed since the last map drawn outlined (an edit's diff).
const $ = (id) => document.getElementById(id);

export function colorOf(name) {
  if (name == null) return "rgba(0,0,0,0)";
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.codePointAt(0)) >>> 0;
  return `hsl(${hash % 360}, 70%, 50%)`;
}

export class HitMap {
  constructor(canvas, drawing, send) {
    this.canvas = canvas;
    this.drawing = drawing;
    this.send = send;
    $("hitmap-toggle").addEventListener("change", () => this.refresh());
    $("hitmap-step").addEventListener("change", () => this.refresh());
  }

  get enabled() { return $("hitmap-toggle").checked; }

  refresh() {
    this.canvas.hidden = !this.enabled;
    if (!this.enabled) return;
    const step = Math.max(2, Math.min(64, Math.round(Number($("hitmap-step").value) || 4)));
    this.send({ type: "hitmap", step });
  }

  sceneChanged() { if (this.enabled) this.refresh(); }

  show(message) {
    const { step, columns, rows } = message;
    const names = message.names || [];
    const cells = message.cells || [];
    const [ox, oy] = message.origin || [0, 0];
    const scale = this.drawing.scale;
    const svg = this.drawing.svg;
    this.canvas.width = Number(svg.getAttribute("width")) || 320;
    this.canvas.height = Number(svg.getAttribute("height")) || 568;
    const context = this.canvas.getContext("2d");
    context.clearRect(0, 0, this.canvas.width, this.canvas.height);
    const [bx, by] = this.drawing.bounds;
    const colors = names.map(colorOf);
    const counts = new Array(names.length).fill(0);
    for (let row = 0; row < rows; row += 1) {
      for (let column = 0; column < columns; column += 1) {
        const index = cells[row * columns + column];
        if (index == null || index < 0 || index >= names.length) continue;
        counts[index] += 1;
        context.fillStyle = colors[index];
        const x = (ox + column * step - bx) * scale;
        const y = (oy + row * step - by) * scale;
        context.fillRect(x, y, step * scale + 0.5, step * scale + 0.5);
      }
    }
    const changed = changedCells(message.diff, columns * rows);
    context.strokeStyle = "#d50000";
    context.lineWidth = 1;
    for (const cell of changed) {
      const row = Math.floor(cell / columns);
      const column = cell % columns;
      const x = (ox + column * step - bx) * scale + 0.5;
      const y = (oy + row * step - by) * scale + 0.5;
      context.strokeRect(x, y, step * scale - 1, step * scale - 1);
    }
    this.canvas.hidden = !this.enabled;
    this.canvas.dataset.cells = String(cells.length);
    $("hitmap-legend").replaceChildren(...names.map((name, i) => {
      const span = document.createElement("span");
      span.dataset.view = name;
      span.dataset.cells = String(counts[i]);
      span.style.borderLeft = `1em solid ${colors[i]}`;
      span.style.padding = "0 .4em";
      span.textContent = name;
      return span;
    }));
    const diff = $("hitmap-diff");
    diff.dataset.changed = String(changed.length);
    diff.textContent = message.diff != null ? `${changed.length} cells changed since the last map` : "";
  }
}

// The changed cells of a hit-map diff: a list of cell indices, a list of booleans per cell, or an object
// holding either (`cells` / `changed`).
function changedCells(diff, total) {
  if (diff == null) return [];
  if (Array.isArray(diff)) {
    if (diff.length === total && diff.every((v) => typeof v === "boolean")) {
      return diff.flatMap((v, i) => (v ? [i] : []));
    }
    return diff.map((v) => (typeof v === "object" && v ? v.index ?? v.cell : v)).filter(Number.isInteger);
  }
  if (typeof diff === "object") return changedCells(diff.cells ?? diff.changed ?? diff.indices ?? [], total);
  return [];
}
